import { defineCatalog } from '@ecopanel/shared-ui';
import en from './en.json';

/**
 * The text of Our Story's sections (banner, introduction, numbers, video, services, downloads,
 * process, visit): a catalog of their own, imported only by that page's chunk, so
 * that no other page carries this English in its `main` (src/i18n/catalog.ts keeps the frame's).
 * Its Sinhala and Tamil are chunks of their own, named after the page's (`page-our-story-i18n-si`), so
 * a Sinhala product page does not download this text (it was 8.6 KB of the frame's Sinhala chunk
 * when they shared it), and the page kept static in that language runs it with its own chunk
 * (build-tools ServerBuildPlugin).
 */
export const storyCatalog = defineCatalog(en, {
  si: () => import(/* webpackChunkName: "page-our-story-i18n-si" */ './si.json'),
  ta: () => import(/* webpackChunkName: "page-our-story-i18n-ta" */ './ta.json'),
});
