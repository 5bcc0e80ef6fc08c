import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { MovedPermanently, NotFoundPage, Skeleton, useT } from '@ecopanel/shared-ui';
import { catalog } from './i18n/catalog';
import { Layout } from './components/Layout/Layout';
import { PageErrorBoundary } from './components/PageErrorBoundary/PageErrorBoundary';
import { RemoteSlot } from './remotes';
import { REMOTE_ROUTES } from './data/remoteRoutes';
import { ContactUsPage } from './pages/ContactUsPage';

// The shell's two big pages are chunks of their own, so no other route parses them. Prerendered,
// they arrive with their HTML, CSS and chunk already in the page (build-tools/serverBuild).
const HomePage = lazy(() =>
  import(/* webpackChunkName: "page-home" */ './pages/HomePage').then((m) => ({ default: m.HomePage })),
);
const OurStoryPage = lazy(() =>
  import(/* webpackChunkName: "page-our-story" */ './pages/OurStoryPage').then((m) => ({ default: m.OurStoryPage })),
);

function Page({ component: Component }: { component: ComponentType }) {
  const t = useT(catalog);
  return (
    <PageErrorBoundary>
      <Suspense fallback={<Skeleton minHeight="100vh" label={t('page.loading')} />}>
        <Component />
      </Suspense>
    </PageErrorBoundary>
  );
}

/** A 301 from the server (SPEC: /projects is the old address of the projects grid); a redirect in the browser. */
function Moved({ to }: { to: string }) {
  return (
    <MovedPermanently to={to}>
      <Navigate to={to} replace />
    </MovedPermanently>
  );
}

/**
 * The shell owns the URL space; each remote owns everything under its prefix, so a remote team
 * adds a page (say /products/calculator) without a shell release.
 */
export function App() {
  return (
    <Layout>
      <Routes>
        <Route path="/" element={<Page component={HomePage} />} />
        <Route path="/our-story" element={<Page component={OurStoryPage} />} />
        <Route path="/contact-us" element={<ContactUsPage />} />
        <Route path="/projects" element={<Moved to="/resources/projects" />} />
        {REMOTE_ROUTES.map(({ path, nested, remote, label }) => (
          <Route
            key={path}
            path={nested ? `${path}/*` : path}
            element={<RemoteSlot id={remote} label={label} minHeight="100vh" />}
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Layout>
  );
}
