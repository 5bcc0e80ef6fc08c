import type { CanaryState } from '../canary/canaryRule';
import type { Release } from './releaseWatcher';

/** Where the live release's canary stands on this server (the shell's CanaryBoard says): unknown until it read the shared state. */
export type CanaryStanding = CanaryState | 'unknown';

/** Why a request gets the release it gets: logged with the page and kept for the request's counts. */
export type SelectionWhy =
  /** No canary: the live release. */
  | 'live'
  /** A tester's signed preview names a candidate of this remote. */
  | 'preview'
  /** The browser's bucket is inside the canary's share. */
  | 'canary'
  /** The browser's bucket is outside the canary's share: the live release, counted for the comparison. */
  | 'canary-live'
  /** The canary was completed: everyone gets it until the pointer names it live. */
  | 'canary-completed'
  /** The canary was rolled back, or this server cannot know its state yet: the live release. */
  | 'canary-held';

export interface Selection {
  remote: string;
  release: Release;
  why: SelectionWhy;
}

export interface SelectionInput {
  /** The remote's live release, as its pointer names it (with its canary plan, if any). */
  live: Release;
  /** The candidate a valid preview names for this remote, if any: it wins over everything. */
  preview?: Release;
  /** The standing of `live.canary`; asked only while there is one. */
  standing?: () => CanaryStanding;
  /** The browser's bucket (0-99), asked only while a canary runs. */
  bucket?: () => number;
}

/**
 * The one decision of which release of a remote answers a request, from what the server read of the
 * request (a verified preview, the signed bucket) and of the release's state. Nothing here is
 * written by the visitor: the caller passes only values it verified.
 */
export function selectRelease({ live, preview, standing, bucket }: SelectionInput): Selection {
  const remote = live.remote;
  if (preview) return { remote, release: preview, why: 'preview' };
  const plan = live.canary;
  if (!plan) return { remote, release: live, why: 'live' };
  const state = standing?.() ?? 'unknown';
  if (state === 'completed') return { remote, release: plan.release, why: 'canary-completed' };
  if (state !== 'running') return { remote, release: live, why: 'canary-held' };
  const inside = (bucket?.() ?? 100) < plan.percent;
  return inside ? { remote, release: plan.release, why: 'canary' } : { remote, release: live, why: 'canary-live' };
}
