import { projectDetails } from './features/projects/data/projectDetails';
import { paths } from './lib/paths';

/** Every page of the resources section a search engine should find (build-tools/publicRoutes.ts). */
export const publicRoutes: readonly string[] = [
  paths.hub,
  paths.projects,
  ...projectDetails.map((p) => paths.project(p.id)),
  paths.faq,
  paths.news,
  paths.newsAndEvents,
  paths.certificate,
  paths.installation,
];
