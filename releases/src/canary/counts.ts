import type { CanaryState, Counts, Decision } from './canaryRule';

/**
 * A canary: a candidate release of one remote given to a share of visitors while the live one
 * serves the rest (`npm run release -- promote <app> <id> --canary <percent>`, which writes it
 * into the remote's `release.json`). The server instances count page views and errors of both,
 * in the shared state, and the first to see the outcome writes the decision all of them follow.
 */

/** How often each instance shares its counts and reads the others' (and a decision). */
export const SYNC_MS = 1000;

/** A canary as its pointer names it: one attempt of one release (a new attempt of the same id starts afresh). */
export interface CanaryRef {
  id: string;
  completeAfter: number;
  /** Written by `npm run release -- promote --canary` (a pointer without it: the id alone). */
  attempt?: string;
  /** When the attempt began (ISO time): the minimum duration counts from it. */
  startedAt?: string;
}

/** Canaries remembered at once: a decided one is forgotten first. */
export const MAX_TRACKED = 32;

export interface Tracked {
  remote: string;
  id: string;
  key: string;
  liveId: string;
  completeAfter: number;
  since: number;
  /** The shared state has been read once: until then this instance cannot know the canary has not ended. */
  synced: boolean;
  /** This instance's own counts, shared as they are (each instance writes only its own record). */
  mine: Counts;
  /** All instances together, as last read. */
  total: Counts;
  decision?: Decision;
  dirty: boolean;
}

export const zero = (): Counts => ({
  canary: { views: 0, errors: 0, fieldErrors: 0 },
  live: { views: 0, errors: 0, fieldErrors: 0 },
});
const addArm = (a: Counts['canary'], b: Partial<Counts['canary']> = {}) => ({
  views: a.views + (Number(b.views) || 0),
  errors: a.errors + (Number(b.errors) || 0),
  fieldErrors: (a.fieldErrors ?? 0) + (Number(b.fieldErrors) || 0),
});
export const add = (a: Counts, b: Partial<Counts>): Counts => ({
  canary: addArm(a.canary, b.canary),
  live: addArm(a.live, b.live),
});
/** The database's path segment of one attempt. */
export const attemptKey = (ref: CanaryRef) =>
  ref.attempt && /^[A-Za-z0-9_-]{1,64}$/.test(ref.attempt) ? `${ref.id}-${ref.attempt}` : ref.id;

export interface CanarySummary {
  remote: string;
  release: string;
  live: string;
  state: CanaryState | 'unknown';
  attempt?: string;
  reason?: string;
  completeAfter: number;
  counts: Counts;
}
