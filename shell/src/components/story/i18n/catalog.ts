import { defineCatalog } from 'shared-ui';
import en from './en.json';

/**
 * The text of Our Story's sections (banner, introduction, numbers, video, services, downloads,
 * process, visit): a catalog of their own, imported only by that page's chunk, so
 * that no other page carries this English in its `main` (src/i18n/catalog.ts keeps the frame's).
 * Its Sinhala and Tamil take the frame's chunk names, so they are one chunk with the frame's: a page
 * in those languages makes no extra request and the server's preloads stay as they were.
 */
export const storyCatalog = defineCatalog(en, {
  si: () => import(/* webpackChunkName: "i18n-si" */ './si.json'),
  ta: () => import(/* webpackChunkName: "i18n-ta" */ './ta.json'),
});
