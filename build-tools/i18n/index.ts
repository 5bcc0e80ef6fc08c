export { translationReport, formatTranslationReport, type TranslationStatus } from './report';
export { siteCatalogs } from './report';
export { hashOf, reviewRows, stampReviews, type EnglishSources, type ReviewRow } from './review';
export { importSheet, reviewSheet } from './reviewSheet';
export { readEnglishSources, REVIEW_SOURCES_MODULE } from './sources';
export { parseCsv, toCsv } from './csv';
