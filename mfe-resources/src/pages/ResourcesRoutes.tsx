import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Skeleton } from 'shared-ui';
import { HubPage } from './HubPage';
import { NotFoundPage } from './NotFoundPage';

// Each page is its own chunk, so /resources/faq does not download the certificate gallery.
// The hub and the not-found page are tiny and stay in this chunk.
const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

const ProjectsPage = page(
  () => import('../features/projects/ProjectsPage'),
  (m) => m.ProjectsPage,
);
const ProjectDetailPage = page(
  () => import('../features/projects/ProjectDetailPage'),
  (m) => m.ProjectDetailPage,
);
const FaqPage = page(
  () => import('./FaqPage'),
  (m) => m.FaqPage,
);
const NewsPage = page(
  () => import('../features/news/NewsPage'),
  (m) => m.NewsPage,
);
const NewsAndEventsPage = page(
  () => import('../features/news/NewsAndEventsPage'),
  (m) => m.NewsAndEventsPage,
);
const CertificatePage = page(
  () => import('../features/certificates/CertificatePage'),
  (m) => m.CertificatePage,
);
const InstallationPage = page(
  () => import('../features/installation/InstallationPage'),
  (m) => m.InstallationPage,
);

/** Everything under /resources/*; the resources team adds pages here without touching the shell. */
export function ResourcesRoutes() {
  return (
    <Suspense fallback={<Skeleton minHeight="60vh" label="Loading page" />}>
      <Routes>
        <Route index element={<HubPage />} />
        <Route path="projects" element={<ProjectsPage />} />
        <Route path="projects/:projectId" element={<ProjectDetailPage />} />
        <Route path="faq" element={<FaqPage />} />
        <Route path="news" element={<NewsPage />} />
        <Route path="news-and-events" element={<NewsAndEventsPage />} />
        <Route path="certificate" element={<CertificatePage />} />
        <Route path="installation" element={<InstallationPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
