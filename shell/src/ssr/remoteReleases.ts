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
    if (typeof value !== 'string' || /^[a-z][a-z0-9+.-]*:|^\/\/|\\/i.test(value)) throw new Error(`${remote}: release.json ${what} must be a relative path`);
    const url = new URL(value, base);
    if (!url.href.startsWith(base.href)) throw new Error(`${remote}: release.json ${what} leaves the remote's folder`);
    return url.href;
  };
  return { remote, id, manifestUrl: inside(manifest, 'manifest'), serverEntry: inside(server, 'server') };
}

interface Entry {
  manifestUrl: string;
  release?: Release;
  checkedAt: number;
  pending?: Promise<Release>;
}

export interface ReleaseWatcherOptions {
  /** How long a release pointer is trusted before it is read again: the bound on a release's delay. */
  ttlMs: number;
  timeoutMs: number;
  now?: () => number;
  fetchJson?: (url: string) => Promise<unknown>;
}

/**
 * The current release of each remote, read at most once per `ttlMs`. After that, the next request
 * starts a fresh read and is served the release already known (stale while revalidating), so a
 * slow remote never slows a warm page; with none known yet, the request waits (bounded).
 */
export class ReleaseWatcher {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;
  private readonly fetchJson: (url: string) => Promise<unknown>;

  constructor(private readonly o: ReleaseWatcherOptions) {
    this.now = o.now ?? Date.now;
    this.fetchJson = o.fetchJson ?? (async (url) => JSON.parse(await fetchText(url, { timeoutMs: o.timeoutMs, maxBytes: 16 * 1024 })) as unknown);
  }

  current(remote: string, manifestUrl: string): Promise<Release> {
    let entry = this.entries.get(remote);
    if (!entry || entry.manifestUrl !== manifestUrl) {
      entry = { manifestUrl, checkedAt: -Infinity };
      this.entries.set(remote, entry);
    }
    const fresh = this.now() - entry.checkedAt < this.o.ttlMs;
    if (entry.release && fresh) return Promise.resolve(entry.release);
    if (!entry.pending) {
      const e = entry;
      e.pending = this.fetchJson(new URL('release.json', manifestUrl).href)
        .then((data) => {
          e.release = parseRelease(remote, manifestUrl, data);
          return e.release;
        })
        .finally(() => {
          e.checkedAt = this.now();
          e.pending = undefined;
        });
      // A failed read keeps the last known release; the caller that waits sees the error.
      e.pending.catch(() => undefined);
    }
    return entry.release ? Promise.resolve(entry.release) : entry.pending!;
  }
}
