import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { FILE_LIST, isReleaseId, RELEASE_ENTRIES, RELEASES_INDEX, releasePath } from '../../layout.cjs';
import { readFileList, writeJson } from './releaseFiles';

/** Releases kept, the live one included, for pages rendered before a release that are still open. */
export const RELEASES_KEPT = 5;
/** Build statistics: in dist, never deployed (firebase.json ignores it), so never part of a release. */
export const NOT_RELEASED = new Set(['mf-stats.json']);

export interface IndexEntry {
  id: string;
  builtAt: string | null;
  commit: string | null;
  live: boolean;
  /** Where its file list is, relative to the remote's origin root. */
  files: string;
  count: number;
  bytes: number;
}

/** `releases/index.json`. */
export interface ReleaseIndex {
  remote: string;
  /** The live release ('' while none is). */
  live: string;
  /** The releases that were live, most recent first: a rollback goes to the second. */
  history: string[];
  /** Most recently published first; the live one is first. */
  releases: IndexEntry[];
}

/**
 * Also named by these when present: a remote's routes and menu entries (site.json) are part of what
 * it releases. Releases from before they existed keep their ids.
 */
export const RELEASE_EXTRAS = ['site.json'];

/** A release's id from its entry files (`read` gets one by its `/`-separated path in the release). */
export function releaseIdOf(read: (file: string) => Buffer): string {
  const hash = createHash('sha256');
  for (const file of RELEASE_ENTRIES) hash.update(path.join(...file.split('/'))).update(read(file));
  for (const file of RELEASE_EXTRAS) {
    let bytes: Buffer | undefined;
    try {
      bytes = read(file);
    } catch {
      // Not in this release.
    }
    if (bytes) hash.update(file).update(bytes);
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * The release folders present in `releases/`, most recently written first: named by a release id and
 * holding its entry files (anything else is no release).
 */
export function releaseFolders(releases: string): string[] {
  if (!existsSync(releases)) return [];
  const complete = (dir: string) => RELEASE_ENTRIES.every((f) => existsSync(path.join(dir, ...f.split('/'))));
  return readdirSync(releases, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isReleaseId(entry.name) && complete(path.join(releases, entry.name)))
    .map((entry) => ({ id: entry.name, time: statSync(path.join(releases, entry.name)).mtimeMs }))
    .sort((a, b) => b.time - a.time)
    .map((entry) => entry.id);
}

/**
 * Checks a `releases/index.json` (this build's previous one, or a deployed site's) and returns its
 * release ids in its order, newest first. `remote`, when given, must be the remote it lists: a URL
 * pointing at another remote's site is refused rather than mixing two remotes' releases.
 */
export function parseIndex(data: unknown, remote?: string): string[] {
  const o = (data ?? {}) as Record<string, unknown>;
  if (remote !== undefined && o.remote !== remote)
    throw new Error(`it lists the releases of ${JSON.stringify(o.remote)}, not of ${remote}`);
  if (!Array.isArray(o.releases) || o.releases.length > 100) throw new Error('it has no list of releases');
  const ids = o.releases.map((entry: unknown) => (entry as Record<string, unknown> | null)?.id);
  const bad = ids.find((id) => !isReleaseId(id));
  if (bad !== undefined) throw new Error(`it names a release id that is not one: ${JSON.stringify(bad)}`);
  return [...new Set(ids as string[])];
}

export function readIndex(releases: string): string[] {
  try {
    return parseIndex(JSON.parse(readFileSync(path.join(releases, RELEASES_INDEX), 'utf8')));
  } catch {
    return [];
  }
}

/**
 * The releases to keep, most recently published first: the one just built (live), then those the
 * deployed site lists (in its order: its live one first), then this dist's own earlier ones (its
 * previous index, then any other folder by time). Publishing order, not build time, decides: after
 * a rollback the release that was live until now is still the second.
 */
export function planReleases(o: {
  current: string;
  deployed?: string[];
  local?: string[];
  folders?: string[];
  kept?: number;
}): string[] {
  const order = [o.current, ...(o.deployed ?? []), ...(o.local ?? []), ...(o.folders ?? [])];
  return [...new Set(order)].slice(0, o.kept ?? RELEASES_KEPT);
}

/** Removes every release folder not kept, and staging folders a failed build left behind. */
export function pruneReleases(releases: string, kept: string[]): string[] {
  const removed: string[] = [];
  for (const entry of readdirSync(releases, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const stale = entry.name.endsWith('.partial') || (isReleaseId(entry.name) && !kept.includes(entry.name));
    if (stale) {
      rmSync(path.join(releases, entry.name), { recursive: true, force: true });
      removed.push(entry.name);
    }
  }
  return removed;
}

/** Writes `releases/index.json` for the kept releases (each folder has its files.json by then). */
export function writeIndex(
  releases: string,
  o: { remote: string; live: string; kept: string[]; history?: string[] },
): ReleaseIndex {
  const index: ReleaseIndex = {
    remote: o.remote,
    live: o.live,
    history: (o.history ?? []).filter((id) => o.kept.includes(id)),
    releases: o.kept.map((id) => {
      const list = readFileList(path.join(releases, id), id);
      if (!list) throw new Error(`release ${id} has no valid ${FILE_LIST}`);
      return {
        id,
        builtAt: list.builtAt || null,
        commit: list.commit,
        live: id === o.live,
        files: releasePath(id, FILE_LIST),
        count: list.files.length,
        bytes: list.files.reduce((sum, f) => sum + f.size, 0),
      };
    }),
  };
  writeJson(path.join(releases, RELEASES_INDEX), index);
  return index;
}
