import { defineCatalog } from '@ecopanel/shared-ui';
import en from './en.json';

/** The quotation page's text: hero, contact cards, the form and its messages, what happens next. */
export const catalog = defineCatalog(en, {
  si: () => import(/* webpackChunkName: "i18n-si" */ './si.json'),
  ta: () => import(/* webpackChunkName: "i18n-ta" */ './ta.json'),
});
