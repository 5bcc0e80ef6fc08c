import { isReleaseId, RELEASE_POINTER, releasePath } from '../../layout.cjs';

/** One published release of a remote (@ecopanel/releases): immutable files under its own folder. */
export interface Release {
  remote: string;
  id: string;
  /** The browser build's manifest of exactly this release: what the page tells the browser to load. */
  manifestUrl: string;
  /** The Node build's entry of this release, which the server renders with. */
  serverEntry: string;
  /** A candidate served to a share of visitors meanwhile (canary.ts), as the pointer names it. */
  canary?: CanaryPlan;
}

export interface CanaryPlan {
  release: Release;
  /** The share of browsers (buckets 0-99 below it) that get the candidate. */
  percent: number;
  /** Clean page views after which the candidate is served to everyone. */
  completeAfter: number;
  /** This attempt of the candidate (the release CLI writes a new one each time): its counts and decision are its own. */
  attempt?: string;
  /** When this attempt began (ISO time). */
  startedAt?: string;
}

/** A canary is completed after this many page views unless its pointer states another number. */
export const COMPLETE_AFTER_VIEWS = 200;

/**
 * Reads a remote's `release.json` (`{id, manifest, server}`, beside the manifest remotes.json names).
 * Both files must lie in that release's own folder, `releases/{id}/`, on the remote's own origin:
 * the server only ever runs code from the origins in remotes.json, and a release id always names
 * the code it renders with (never a URL a release file, or a request, points elsewhere).
 */
export function parseRelease(remote: string, manifestUrl: string, data: unknown): Release {
  const base = new URL('.', manifestUrl);
  const { id, manifest, server, canary } = (data ?? {}) as Record<string, unknown>;
  if (!isReleaseId(id)) throw new Error(`${remote}: release.json has no valid id`);
  const folder = new URL(releasePath(id), base).href;
  const inside = (value: unknown, what: string): string => {
    if (typeof value !== 'string' || /^[a-z][a-z0-9+.-]*:|^\/\/|\\|%2e|%2f/i.test(value))
      throw new Error(`${remote}: release.json ${what} must be a relative path`);
    const url = new URL(value, base);
    if (!url.href.startsWith(folder) || url.search || url.hash)
      throw new Error(`${remote}: release.json ${what} must lie in releases/${id}/`);
    return url.href;
  };
  const release = { remote, id, manifestUrl: inside(manifest, 'manifest'), serverEntry: inside(server, 'server') };
  if (canary === undefined) return release;
  const {
    percent,
    completeAfter = COMPLETE_AFTER_VIEWS,
    attempt,
    startedAt,
    ...candidate
  } = (canary ?? {}) as Record<string, unknown>;
  if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 1 || percent > 99)
    throw new Error(`${remote}: release.json canary.percent must be a whole number from 1 to 99`);
  if (typeof completeAfter !== 'number' || !Number.isInteger(completeAfter) || completeAfter < 1)
    throw new Error(`${remote}: release.json canary.completeAfter must be a whole number of page views`);
  const plan = parseRelease(remote, manifestUrl, candidate);
  if (plan.id === id) throw new Error(`${remote}: release.json names ${id} both live and as its canary`);
  return {
    ...release,
    canary: {
      release: plan,
      percent,
      completeAfter,
      ...(typeof attempt === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(attempt) ? { attempt } : {}),
      ...(typeof startedAt === 'string' && !Number.isNaN(Date.parse(startedAt)) ? { startedAt } : {}),
    },
  };
}

interface Entry {
  manifestUrl: string;
  /** The last release read: kept through failed reads (stale-if-error). */
  release?: Release;
  /** The last read failed. */
  error?: unknown;
  checkedAt: number;
  pending?: Promise<Release>;
}

/** The releases of a remote that serve visitors now: the live one, and its canary while one runs. */
export const servedReleases = (live: Release): Release[] => [live, ...(live.canary ? [live.canary.release] : [])];

export interface ReleaseWatcherOptions {
  /** How long a read of a release pointer is trusted: the bound on a release's delay. */
  ttlMs: number;
  /** With no release known yet, how long a failed read marks the remote as down (default 1 s). */
  retryMs?: number;
  now?: () => number;
  /** Reads a pointer: the server's bounded fetch (its own timeout and size cap), parsed. */
  fetchJson: (url: string) => Promise<unknown>;
  /** A read failed while an earlier release is still served. */
  onStale?: (remote: string, error: unknown) => void;
}

/**
 * The current release of each remote. Once a release is known, a request never waits for the
 * pointer: an out-of-date pointer is read again in the background (stale-while-revalidate, at most
 * once per `ttlMs`, one read shared by all requests), and a failed read keeps the release it had
 * (stale-if-error): its module is loaded and its files stay on the remote's origin, so a remote
 * whose pointer cannot be read for a while still renders. Only the very first read is waited for
 * (bounded by `fetchJson`'s own timeout); if it fails, the remote is taken as down for `retryMs`.
 */
export class ReleaseWatcher {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;
  private readonly fetchJson: (url: string) => Promise<unknown>;

  constructor(private readonly o: ReleaseWatcherOptions) {
    this.now = o.now ?? Date.now;
    this.fetchJson = o.fetchJson;
  }

  current(remote: string, manifestUrl: string): Promise<Release> {
    let entry = this.entries.get(remote);
    if (!entry || entry.manifestUrl !== manifestUrl) {
      entry = { manifestUrl, checkedAt: -Infinity };
      this.entries.set(remote, entry);
    }
    const age = this.now() - entry.checkedAt;
    if (entry.release) {
      if (age >= this.o.ttlMs && !entry.pending) void this.read(remote, entry).catch(() => undefined);
      return Promise.resolve(entry.release);
    }
    if (entry.pending) return entry.pending;
    if (entry.error !== undefined && age < (this.o.retryMs ?? 1000)) return Promise.reject(entry.error);
    return this.read(remote, entry);
  }

  /** The release each remote renders with now, as last read (none: not read yet, or never readable). */
  known(): Record<string, string | null> {
    return Object.fromEntries([...this.entries].map(([remote, entry]) => [remote, entry.release?.id ?? null]));
  }

  private read(remote: string, e: Entry): Promise<Release> {
    const pending = this.fetchJson(new URL(RELEASE_POINTER, e.manifestUrl).href)
      .then((data) => parseRelease(remote, e.manifestUrl, data))
      .then(
        (release) => {
          e.release = release;
          e.error = undefined;
          return release;
        },
        (error: unknown) => {
          e.error = error;
          if (e.release) this.o.onStale?.(remote, error);
          throw error;
        },
      )
      .finally(() => {
        e.checkedAt = this.now();
        e.pending = undefined;
      });
    e.pending = pending;
    return pending;
  }
}
