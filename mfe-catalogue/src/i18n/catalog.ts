import { defineCatalog } from '@ecopanel/shared-ui';
import en from './en.json';

/** The catalogue's own text: the list and product pages, the home page's featured products and the products' names (the calculator's is in its feature). */
export const catalog = defineCatalog(en, {
  si: () => import(/* webpackChunkName: "i18n-si" */ './si.json'),
  ta: () => import(/* webpackChunkName: "i18n-ta" */ './ta.json'),
});
