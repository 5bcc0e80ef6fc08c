// When a canary is rolled back or completed: the rule, on the counts of every instance together.

/**
 * The stated rule: rolled back once the canary has this many errors (a page it could not render
 * whole, or a hydration error a browser reported)...
 */
export const ROLLBACK_MIN_ERRORS = 3;
/** ...and its errors per page view exceed the live release's by more than this (two per hundred views). */
export const ROLLBACK_MARGIN = 0.02;

/**
 * No decision, either way, before the canary has served this many page views... (CANARY_MIN_VIEWS;
 * the end-to-end suite lowers both to see a decision in seconds).
 */
export const MIN_VIEWS = 20;
/** ...and has run this long (CANARY_MIN_MS, default 2 minutes), as Flagger's analysis runs a minimum window. */
export const MIN_DURATION_MS = 2 * 60 * 1000;

export interface Minimums {
  views: number;
  ms: number;
}
export const DEFAULT_MINIMUMS: Minimums = { views: MIN_VIEWS, ms: MIN_DURATION_MS };

export interface Arm {
  views: number;
  /** Page views the server could not render whole (its own outcome: error, timeout, skeleton). */
  errors: number;
  /** Hydration errors browsers reported, each with a page-view token the server signed (viewTokens.ts). */
  fieldErrors?: number;
}
export interface Counts {
  canary: Arm;
  live: Arm;
}
export interface Decision {
  outcome: 'rolled-back' | 'completed';
  reason: string;
  at: string;
}
export type CanaryState = 'running' | Decision['outcome'];

const errorsOf = (arm: Arm) => arm.errors + (arm.fieldErrors ?? 0);
const rate = (arm: Arm, of: (arm: Arm) => number) => of(arm) / Math.max(1, arm.views);
const told = (arm: Arm, whose: string) =>
  `${arm.errors} errors${arm.fieldErrors ? ` (and ${arm.fieldErrors} in browsers)` : ''} in ${whose} ${arm.views} page views`;
const worse = (canary: Arm, live: Arm, of: (arm: Arm) => number) =>
  of(canary) >= ROLLBACK_MIN_ERRORS && rate(canary, of) > rate(live, of) + ROLLBACK_MARGIN;

/**
 * The rule, on the counts of every instance together: a decision, or null while it runs on. The
 * server's own outcomes decide first; browsers' reports (signed, one per page view) add to them.
 * `runningMs`: how long the canary has run.
 */
export function decide(
  counts: Counts,
  completeAfter: number,
  runningMs: number,
  min: Minimums = DEFAULT_MINIMUMS,
  now = new Date(),
): Decision | null {
  const { canary, live } = counts;
  if (canary.views < min.views || runningMs < min.ms) return null;
  if (worse(canary, live, (arm) => arm.errors) || worse(canary, live, errorsOf))
    return {
      outcome: 'rolled-back',
      reason: `${told(canary, "the canary's")} against ${told(live, "the live release's")}`,
      at: now.toISOString(),
    };
  if (canary.views >= completeAfter)
    return {
      outcome: 'completed',
      reason: `${told(canary, "the canary's")}, ${told(live, "the live release's")}`,
      at: now.toISOString(),
    };
  return null;
}
