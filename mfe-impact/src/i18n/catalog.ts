import { defineCatalog } from '@ecopanel/shared-ui';
import en from './en.json';

/** The green impact section's text: the live counter, the dashboard and their states. */
export const catalog = defineCatalog(en, {
  si: () => import(/* webpackChunkName: "i18n-si" */ './si.json'),
  ta: () => import(/* webpackChunkName: "i18n-ta" */ './ta.json'),
});
