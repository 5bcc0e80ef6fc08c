import { defineCatalog } from 'shared-ui';
import en from './en.json';

/** The catalogue's own text: its pages (list, product, calculator), the home page's featured products and the products' names. */
export const catalog = defineCatalog(en, {
  si: () => import(/* webpackChunkName: "i18n-si" */ './si.json'),
  ta: () => import(/* webpackChunkName: "i18n-ta" */ './ta.json'),
});
