// What the shell's server reads of the contract: a remote's pointer, parsed and checked, and the
// watcher that keeps each remote's current release.
export { COMPLETE_AFTER_VIEWS, parseRelease, ReleaseWatcher, servedReleases } from './releaseWatcher';
export type { CanaryPlan, Release, ReleaseWatcherOptions } from './releaseWatcher';
export { selectRelease } from './select';
export type { CanaryStanding, Selection, SelectionInput, SelectionWhy } from './select';
export { candidateRelease, previewRegistry, type Preview } from './preview';
