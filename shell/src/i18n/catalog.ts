import { defineCatalog } from '@ecopanel/shared-ui';
import en from './en.json';

/** The shell's own text: the frame every page shares (header, menus, footer, breadcrumb) and its states. */
export const catalog = defineCatalog(en, {
  si: () => import(/* webpackChunkName: "i18n-si" */ './si.json'),
  ta: () => import(/* webpackChunkName: "i18n-ta" */ './ta.json'),
});
