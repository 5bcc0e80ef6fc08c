import { fetchText } from './bounded';

/** One published release of a remote (build-tools/release): immutable files under its own folder. */
export interface Release {
  remote: string;
  id: string;
  /** The browser build's manifest of exactly this release: what the page tells the browser to load. */
  manifestUrl: string;
  /** The Node build's entry of this release, which the server renders with. */
  serverEntry: string;
}

const RELEASE_ID = /^[a-f0-9]{6,64}$/;

/**
 * Reads a remote's `release.json` (`{id, manifest, server}`, beside the manifest remotes.json names).
 * The paths must stay under the remote's own folder on its own origin: the server only ever runs code
 * from the origins in remotes.json, never a URL a release file (or a request) points elsewhere.
 */
export function parseRelease(remote: string, manifestUrl: string, data: unknown): Release {
  const base = new URL('.', manifestUrl);
  const { id, manifest, server } = (data ?? {}) as Record<string, unknown>;
  if (typeof id !== 'string' || !RELEASE_ID.test(id)) throw new Error(`${remote}: release.json has no valid id`);
  const inside = (value: unknown, what: string): string => {
    if (typeof value !== 'string' || /^[a-z][a-z0-9+.-]*:|^\/\/|\\/i.test(value))
      throw new Error(`${remote}: release.json ${what} must be a relative path`);
    const url = new URL(value, base);
    if (!url.href.startsWith(base.href)) throw new Error(`${remote}: release.json ${what} leaves the remote's folder`);
    return url.href;
  };
  return { remote, id, manifestUrl: inside(manifest, 'manifest'), serverEntry: inside(server, 'server') };
}

interface Entry {
  manifestUrl: string;
  release?: Release;
  /** The last read failed: the remote is taken as down until the next read. */
  error?: unknown;
  checkedAt: number;
  pending?: Promise<Release>;
}

export interface ReleaseWatcherOptions {
  /** How long a read of a release pointer is trusted: the bound on a release's delay. */
  ttlMs: number;
  /** How long a failed read marks the remote as down before it is tried again (default 1 s). */
  retryMs?: number;
  timeoutMs: number;
  now?: () => number;
  fetchJson?: (url: string) => Promise<unknown>;
}

/**
 * The current release of each remote, read at most once per `ttlMs` (concurrent requests share one
 * read). The first request after that waits for a fresh read (bounded by `timeoutMs`), so a release
 * is in the HTML at most `ttlMs` after it went live. A failed read marks the remote as down for
 * `retryMs`: its pages are then answered at once with that part left to the browser.
 */
export class ReleaseWatcher {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;
  private readonly fetchJson: (url: string) => Promise<unknown>;

  constructor(private readonly o: ReleaseWatcherOptions) {
    this.now = o.now ?? Date.now;
    this.fetchJson =
      o.fetchJson ??
      (async (url) => JSON.parse(await fetchText(url, { timeoutMs: o.timeoutMs, maxBytes: 16 * 1024 })) as unknown);
  }

  current(remote: string, manifestUrl: string): Promise<Release> {
    let entry = this.entries.get(remote);
    if (!entry || entry.manifestUrl !== manifestUrl) {
      entry = { manifestUrl, checkedAt: -Infinity };
      this.entries.set(remote, entry);
    }
    const trustedFor = entry.error === undefined ? this.o.ttlMs : (this.o.retryMs ?? 1000);
    if (!entry.pending && this.now() - entry.checkedAt < trustedFor) {
      return entry.error === undefined ? Promise.resolve(entry.release!) : Promise.reject(entry.error);
    }
    if (!entry.pending) {
      const e = entry;
      const pending = this.fetchJson(new URL('release.json', manifestUrl).href)
        .then((data) => parseRelease(remote, manifestUrl, data))
        .then(
          (release) => {
            e.release = release;
            e.error = undefined;
            return release;
          },
          (error: unknown) => {
            e.error = error;
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
    return entry.pending;
  }
}
