import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  isReleaseId,
  pointerFor,
  RELEASE_ENTRIES,
  RELEASE_POINTER,
  RELEASES_DIR,
  RELEASES_INDEX,
  type ReleasePointer,
} from '../../layout.cjs';
import { writeJson } from './releaseFiles';
import { readIndex } from './releaseIndex';
import { withReleaseLock } from './releaseLock';

/** How many earlier live releases `releases/index.json` remembers for rollback. */
const HISTORY_KEPT = 10;

/** The live release's id, as `release.json` names it; null before a first release went live. */
export function liveRelease(dist: string): string | null {
  try {
    const { id } = JSON.parse(readFileSync(path.join(dist, RELEASE_POINTER), 'utf8')) as { id?: unknown };
    return isReleaseId(id) ? id : null;
  } catch {
    return null;
  }
}

/** The ids that were live, most recent first (the live one first), as `releases/index.json` keeps them. */
export function liveHistory(dist: string): string[] {
  try {
    const index = JSON.parse(readFileSync(path.join(dist, RELEASES_DIR, RELEASES_INDEX), 'utf8')) as {
      history?: unknown;
    };
    return Array.isArray(index.history) ? index.history.filter(isReleaseId) : [];
  } catch {
    return [];
  }
}

/** A release folder holding both entries and the manifest: one that can go live. */
export const isWholeRelease = (dist: string, id: string): boolean =>
  isReleaseId(id) && RELEASE_ENTRIES.every((file) => existsSync(path.join(dist, RELEASES_DIR, id, ...file.split('/'))));

/**
 * Makes `id` live: `release.json` is written whole and renamed over the old one (no reader ever sees
 * half a file), and the index records it at the head of the live history. The shell's server reads
 * the pointer again within its release check interval; nothing is built or restarted.
 *
 * All under the remote's release lock, reading the pointer and the index right before writing them:
 * a promote that finished meanwhile (its contract check ran beside this one's) is then the release
 * live until now, so it goes into the history instead of being overwritten.
 */
export function pointTo(dist: string, id: string): ReleasePointer {
  return withReleaseLock(dist, () => {
    if (!isWholeRelease(dist, id)) throw new Error(`release ${id} is not in ${path.join(dist, RELEASES_DIR)}`);
    const before = liveRelease(dist);
    const pointer = pointerFor(id);
    writePointer(dist, pointer);
    const indexFile = path.join(dist, RELEASES_DIR, RELEASES_INDEX);
    if (existsSync(indexFile)) {
      const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {
        live: string;
        history?: string[];
        releases: { id: string; live: boolean }[];
      };
      // The release live until now is always next, also for an index written before histories were kept.
      const earlier = [before, ...liveHistory(dist)].filter((other): other is string => !!other && other !== id);
      const history = [...new Set([id, ...earlier])].slice(0, HISTORY_KEPT);
      const next = {
        ...index,
        live: id,
        history,
        releases: index.releases.map((entry) => ({ ...entry, live: entry.id === id })),
      };
      writeJson(indexFile, next);
    }
    return pointer;
  });
}

/** `release.json`'s `canary` (beside the candidate's `manifest` and `server`), as README documents it. */
export interface CanaryPlan {
  id: string;
  percent: number;
  completeAfter?: number;
  /**
   * A fresh id per start, so the server can key a canary's counts and decision per attempt: the same
   * release started again after a rollback starts from zero. Absent from plans written before it existed.
   */
  attempt?: string;
  /** When this attempt was started (ISO 8601). */
  startedAt?: string;
}

/** The canary `release.json` names beside the live release (promote --canary), or null. */
export function canaryRelease(dist: string): CanaryPlan | null {
  try {
    const { canary } = JSON.parse(readFileSync(path.join(dist, RELEASE_POINTER), 'utf8')) as {
      canary?: { id?: unknown; percent?: unknown; completeAfter?: unknown; attempt?: unknown; startedAt?: unknown };
    };
    return canary && isReleaseId(canary.id) && typeof canary.percent === 'number'
      ? {
          id: canary.id,
          percent: canary.percent,
          ...(typeof canary.completeAfter === 'number' ? { completeAfter: canary.completeAfter } : {}),
          ...(typeof canary.attempt === 'string' ? { attempt: canary.attempt } : {}),
          ...(typeof canary.startedAt === 'string' ? { startedAt: canary.startedAt } : {}),
        }
      : null;
  } catch {
    return null;
  }
}

/**
 * Gives `id` to `percent` of browsers beside the live release (the shell's server counts both sides'
 * errors and rolls back or completes by itself, releases/src/canary/board.ts); the live release and the
 * history stay as they are. `completeAfter`: page views of the canary after which it serves everyone.
 * The live release is read under the lock: a promote that finished meanwhile is the one beside it.
 */
export function startCanary(dist: string, id: string, percent: number, completeAfter?: number): CanaryPlan {
  return withReleaseLock(dist, () => {
    const live = liveRelease(dist);
    if (!live) throw new Error('a canary needs a live release beside it');
    if (!isWholeRelease(dist, id)) throw new Error(`release ${id} is not in ${path.join(dist, RELEASES_DIR)}`);
    const plan = {
      percent,
      ...(completeAfter ? { completeAfter } : {}),
      attempt: randomUUID(),
      startedAt: new Date().toISOString(),
    };
    writePointer(dist, { ...pointerFor(live), canary: { ...pointerFor(id), ...plan } });
    return { id, ...plan };
  });
}

/** Ends a canary: `release.json` names the live release alone again. */
export function stopCanary(dist: string): void {
  withReleaseLock(dist, () => {
    const live = liveRelease(dist);
    if (live) writePointer(dist, pointerFor(live));
  });
}

/** What `rollback` did, decided under the lock from the pointer as it was then. */
export type Rollback =
  | { done: 'canary stopped'; canary: string; live: string | null }
  | { done: 'rolled back'; from: string | null; to: string }
  | { done: 'nothing kept'; live: string | null };

/**
 * Stops a running canary, else makes the release live before the live one live again. Decided and
 * written under one lock, so what it reports is what it changed: two rollbacks at once run as two
 * in a row would, never both deciding from the same pointer and one overwriting the other.
 */
export function rollBack(dist: string): Rollback {
  return withReleaseLock(dist, () => {
    const live = liveRelease(dist);
    const canary = canaryRelease(dist);
    if (canary) {
      stopCanary(dist);
      return { done: 'canary stopped', canary: canary.id, live };
    }
    const previous = previousRelease(dist);
    if (!previous) return { done: 'nothing kept', live };
    pointTo(dist, previous);
    return { done: 'rolled back', from: live, to: previous };
  });
}

/** Callers hold the release lock: a fresh temp file, fsynced, renamed over release.json (atomicWrite.ts). */
function writePointer(dist: string, pointer: object) {
  writeJson(path.join(dist, RELEASE_POINTER), pointer);
}

/** The release that was live before the live one, still whole on disk: what a rollback makes live. */
export function previousRelease(dist: string): string | null {
  const live = liveRelease(dist);
  const kept = new Set(readIndex(path.join(dist, RELEASES_DIR)));
  return liveHistory(dist).find((id) => id !== live && kept.has(id) && isWholeRelease(dist, id)) ?? null;
}
