// A canary: when it is decided (the stated rule, its minimums and the counts it reads), and the board
// that keeps the counts of every server instance in their shared state and applies the rule.
export * from './canaryRule';
export { CanaryBoard, type CanaryLog } from './board';
export type { CanaryRef, CanarySummary } from './counts';
export { memoryState, safePath, type SharedState } from './sharedState';
