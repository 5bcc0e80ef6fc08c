// When a canary is rolled back or completed: the rule, on the counts of every instance together.

/**
 * The stated rule: rolled back once the canary has this many errors (a page it could not render
 * whole, or a hydration error a browser reported)...
 */
export const ROLLBACK_MIN_ERRORS = 3;
/** ...and its errors per page view exceed the live release's by more than this (two per hundred views). */
export const ROLLBACK_MARGIN = 0.02;

export interface Arm {
  views: number;
  errors: number;
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

const rate = (arm: Arm) => arm.errors / Math.max(1, arm.views);
const told = (arm: Arm, whose: string) => `${arm.errors} errors in ${whose} ${arm.views} page views`;

/** The rule, on the counts of every instance together: a decision, or null while it runs on. */
export function decide(counts: Counts, completeAfter: number, now = new Date()): Decision | null {
  const { canary, live } = counts;
  if (canary.errors >= ROLLBACK_MIN_ERRORS && rate(canary) > rate(live) + ROLLBACK_MARGIN)
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
