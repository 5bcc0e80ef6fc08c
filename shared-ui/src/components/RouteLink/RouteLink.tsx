import type { AnchorHTMLAttributes } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link to one of the site's routes: client-side inside a router (the shell, the standalone page),
 * a plain link when a host renders the widget without one, so the widget never breaks its page.
 */
export function RouteLink({ to, children, ...rest }: Props) {
  return useInRouterContext() ? (
    <Link to={to} {...rest}>
      {children}
    </Link>
  ) : (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
