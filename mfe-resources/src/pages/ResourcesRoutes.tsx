import { Route, Routes, useLocation } from 'react-router-dom';
import { PageMeta, ScaffoldSection } from 'shared-ui';

function ResourcePage({ title }: { title: string }) {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta title={title} description={`${title}: resources for builders, architects and homeowners.`} path={pathname} />
      <ScaffoldSection remote="resources" heading={title} />
    </>
  );
}

/** Everything under /resources/*; the resources team adds pages here without touching the shell. */
export function ResourcesRoutes() {
  return (
    <Routes>
      <Route index element={<ResourcePage title="Resources" />} />
      <Route path="projects" element={<ResourcePage title="Our Installation Projects" />} />
      <Route path="projects/:projectId" element={<ResourcePage title="Project" />} />
      <Route path="faq" element={<ResourcePage title="Frequently Asked Questions" />} />
      <Route path="news" element={<ResourcePage title="News" />} />
      <Route path="news-and-events" element={<ResourcePage title="News & Events" />} />
      <Route path="certificate" element={<ResourcePage title="Patent Certificates & Test Reports" />} />
      <Route path="installation" element={<ResourcePage title="Installation Guidelines" />} />
      <Route path="*" element={<ScaffoldSection remote="resources" heading="Page not found" />} />
    </Routes>
  );
}
