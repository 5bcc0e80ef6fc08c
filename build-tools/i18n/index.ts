export { translationReport, formatTranslationReport, type TranslationStatus } from './report';
