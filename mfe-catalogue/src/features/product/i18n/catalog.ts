import { defineCatalog, type Translate } from '@ecopanel/shared-ui';
import en from './en.json';

/**
 * The product page's own text (its sections, specification table, profile, accessories and each
 * product's key features): a catalog of its own, imported only by the page's chunk (`page-product`),
 * so that `/products` and the home page's featured products do not carry it (about 0.65 KB brotli of
 * the list's first load). Its Sinhala and Tamil chunks are named after the page's chunk
 * (`page-product-i18n-si`: the shell's manifestAssets `pageCatalogChunk`), so a Sinhala product page
 * preloads them from <head> with the page's code.
 */
export const productPageCatalog = defineCatalog(en, {
  si: () => import(/* webpackChunkName: "page-product-i18n-si" */ './si.json'),
  ta: () => import(/* webpackChunkName: "page-product-i18n-ta" */ './ta.json'),
});

export type ProductPageT = Translate<Extract<keyof typeof en, string>>;
