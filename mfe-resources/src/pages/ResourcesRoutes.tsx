import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyChunk, NotFoundPage, Skeleton, useT } from '@ecopanel/shared-ui';
import { catalog } from '../i18n/catalog';
import { HubPage } from './HubPage';

// Each page is its own chunk, so /resources/faq does not download the certificate gallery.
// The hub and the not-found page are tiny and stay in this chunk. Each chunk is named (the
// `webpackChunkName`, repeated as `lazyChunk`'s first argument) so the server links only the CSS of
// the page it rendered.
const page = <M,>(chunk: string, load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazyChunk(chunk, () => load().then((module) => ({ default: pick(module) })));

const ProjectsPage = page(
  'page-projects',
  () => import(/* webpackChunkName: "page-projects" */ '../features/projects/ProjectsPage'),
  (m) => m.ProjectsPage,
);
const ProjectDetailPage = page(
  'page-project',
  () => import(/* webpackChunkName: "page-project" */ '../features/projects/ProjectDetailPage'),
  (m) => m.ProjectDetailPage,
);
const FaqPage = page(
  'page-faq',
  () => import(/* webpackChunkName: "page-faq" */ './FaqPage'),
  (m) => m.FaqPage,
);
const NewsPage = page(
  'page-news',
  () => import(/* webpackChunkName: "page-news" */ '../features/news/NewsPage'),
  (m) => m.NewsPage,
);
const NewsAndEventsPage = page(
  'page-news-and-events',
  () => import(/* webpackChunkName: "page-news-and-events" */ '../features/news/NewsAndEventsPage'),
  (m) => m.NewsAndEventsPage,
);
const CertificatePage = page(
  'page-certificate',
  () => import(/* webpackChunkName: "page-certificate" */ '../features/certificates/CertificatePage'),
  (m) => m.CertificatePage,
);
const InstallationPage = page(
  'page-installation',
  () => import(/* webpackChunkName: "page-installation" */ '../features/installation/InstallationPage'),
  (m) => m.InstallationPage,
);

/** Everything under /resources/*; the resources team adds pages here without touching the shell. */
export function ResourcesRoutes() {
  const t = useT(catalog);
  return (
    <Suspense fallback={<Skeleton minHeight="60vh" label={t('routes.loading')} />}>
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
