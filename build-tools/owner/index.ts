// What the owner replaces and what a release refuses: the content report and the preflight checks.
export {
  contentReport,
  formatReport,
  loadAppContent,
  missingForRelease,
  type AppContent,
  type ContentItem,
  type DocumentJob,
} from './contentReport';
export { checkConfig, checkContent, checkProduction, formatFindings, type Finding } from './preflight';
export { effectiveConfig } from './effectiveConfig';
