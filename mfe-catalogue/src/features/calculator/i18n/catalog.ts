import { catalogIn, defineCatalog, type Lang, type Translate, type Values } from '@ecopanel/shared-ui';
import en from './en.json';

/**
 * The calculator's own text (its page, its results and the worked steps of lib/estimateSteps): a
 * catalog of its own, imported only by the calculator's chunk, so that pages which load the
 * catalogue's main catalog (`/products`, the home page's featured products) do not carry these
 * sentences (the page's and results' text was about 0.9 KB brotli of the list's first load). Its Sinhala and Tamil chunks are named after the
 * calculator's page chunk (`page-calculator-i18n-si`: the shell's manifestAssets `pageCatalogChunk`),
 * so a Sinhala calculator page preloads them from <head> instead of asking for them once the
 * calculator's code has run. The names cost the remote's entry a few bytes on every page (its chunk
 * map; measured by the helper who split this catalog, brotli q4: 42 B with names, 29 B without).
 */
export const calculatorCatalog = defineCatalog(en, {
  si: () => import(/* webpackChunkName: "page-calculator-i18n-si" */ './si.json'),
  ta: () => import(/* webpackChunkName: "page-calculator-i18n-ta" */ './ta.json'),
});

type StepId = Extract<keyof typeof en, string>;

/** What the steps need of a translator: `useT(calculatorCatalog)` gives one in the page's language. */
export type StepsT = Pick<Translate<StepId>, 'lang'> & ((id: StepId, values?: Values) => string);

/**
 * The steps in English whatever the page's language (the quotation request is written in English):
 * one translator for the module's life, since English is bundled and never changes.
 */
export const englishSteps: StepsT = (() => {
  const english = catalogIn(calculatorCatalog, 'en');
  if (english instanceof Promise) throw new Error('English is bundled with the catalog');
  const lang: Lang = 'en';
  return Object.assign((id: StepId, values?: Values) => english.text(id, values), { lang });
})();
