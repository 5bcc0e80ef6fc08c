import { Link, useLocation } from 'react-router-dom';
import { PageMeta } from 'shared-ui';
import { PageHeader } from '../components/PageHeader/PageHeader';

/** Any other path under /resources: the site's 404 wording (SPEC section 2). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta
        title="Page not found"
        description="This page does not exist. Return to the home page."
        path={pathname}
        notFound
      />
      <PageHeader title="Oops! You're drifting in space. This page doesn't exist." />
      <Link to="/">Return to Earth</Link>
    </>
  );
}
