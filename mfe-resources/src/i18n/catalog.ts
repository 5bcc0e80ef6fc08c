import { defineCatalog } from '@ecopanel/shared-ui';
import en from './en.json';

/** The resources section's own text: its pages' titles, headings, buttons and labels (not the long stories). */
export const catalog = defineCatalog(en, {
  si: () => import(/* webpackChunkName: "i18n-si" */ './si.json'),
  ta: () => import(/* webpackChunkName: "i18n-ta" */ './ta.json'),
});
