export { translationReport, formatTranslationReport, type TranslationStatus } from './report';
export { siteCatalogs } from './report';
export {
  hashOf,
  importSheet,
  reviewRows,
  reviewSheet,
  stampReviews,
  type EnglishSources,
  type ReviewRow,
} from './review';
export { readEnglishSources, REVIEW_SOURCES_MODULE } from './sources';
export { parseCsv, toCsv } from './csv';
