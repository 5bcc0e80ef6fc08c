import { defineCatalog } from './catalog';
import en from './en.json';

/** shared-ui's own text (the 404 page, the loading placeholder, the dialog's close button), for every app. */
export const sharedText = defineCatalog(en, {
  si: () => import(/* webpackChunkName: "shared-ui-i18n-si" */ './si.json'),
  ta: () => import(/* webpackChunkName: "shared-ui-i18n-ta" */ './ta.json'),
});
