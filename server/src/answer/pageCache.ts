import { LRUCache } from 'lru-cache';
import type { PageRequest } from '../http/pageUrl';

export interface Page {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface CachedPage {
  page: Page;
  /** The releases it was rendered with (`catalogue@abc123`, '' for the shell's own pages). */
  releaseKey: string;
  /** Rendered without its remote part (or with an error in it): kept only briefly. */
  degraded: boolean;
}

export interface PageCacheOptions {
  /** Bytes of pages kept (default 48 MiB): the first of two caps, so the cache cannot grow the server. */
  maxBytes?: number;
  /** How long a degraded page is reused (default 5 s, as long as a CDN keeps it). */
  degradedTtlMs?: number;
}

/**
 * The one key a page is kept by, wherever it is rendered: the version of the site's menus it carries
 * (a remote's new menu entries reach every page), the page (its path and the query its route reads),
 * and what was selected for it beyond the live releases: a canary's release, or the registry the
 * shell's own pages carry. In-flight renders of it are shared under the same key plus what they are.
 */
export const pageKey = (siteVersion: string, page: Pick<PageRequest, 'key'>, selected = ''): string =>
  selected ? `${siteVersion} ${page.key} ${selected}` : `${siteVersion} ${page.key}`;

const size = (entry: CachedPage) => entry.page.body.length + 512;

/**
 * Rendered pages in memory, least-recently-used within a byte cap, in two parts: a page seen once
 * goes into a small probation part, and moves into the main part when it is asked for again. A
 * flood of URLs each asked for once (`?n=<random>`, made-up slugs) only ever churns the probation
 * part; the pages people actually read stay (the segmented LRU of disk caches, SLRU).
 *
 * Keyed by URL (path plus the query parameters its route reads), each entry remembering the
 * releases it was rendered with: a new release renders afresh, and until it has, or when the
 * remote cannot be reached, the last good page is still at hand (`lastGood`).
 */
export class PageCache {
  private readonly main: LRUCache<string, CachedPage>;
  private readonly probation: LRUCache<string, CachedPage>;
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly degradedTtlMs: number;

  constructor(o: PageCacheOptions = {}) {
    const maxBytes = o.maxBytes ?? 48 * 1024 * 1024;
    this.degradedTtlMs = o.degradedTtlMs ?? 5000;
    this.main = new LRUCache({ maxSize: Math.floor(maxBytes * 0.8), sizeCalculation: size });
    this.probation = new LRUCache({ maxSize: Math.ceil(maxBytes * 0.2), sizeCalculation: size });
  }

  /** The page for `key` rendered with exactly `releaseKey`, if kept. */
  get(key: string, releaseKey: string): CachedPage | undefined {
    const hot = this.main.get(key);
    if (hot) return hot.releaseKey === releaseKey ? hot : undefined;
    const once = this.probation.get(key);
    if (!once || once.releaseKey !== releaseKey) return undefined;
    // Asked for twice: one of the pages people read.
    this.probation.delete(key);
    this.put(this.main, key, once);
    return once;
  }

  /** The last complete page for `key`, whatever release it was rendered with (stale-if-error). */
  lastGood(key: string): CachedPage | undefined {
    const entry = this.main.get(key, { allowStale: true }) ?? this.probation.get(key, { allowStale: true });
    return entry && !entry.degraded ? entry : undefined;
  }

  /** Keeps `entry`; `hot` puts it straight into the main part (pages rendered at start). */
  set(key: string, entry: CachedPage, { hot = false } = {}): void {
    const previous = this.main.get(key, { allowStale: true });
    // A degraded page never replaces a good one: that one is what stale-if-error serves.
    if (entry.degraded && previous && !previous.degraded) return;
    if (hot || this.main.has(key)) this.put(this.main, key, entry);
    else this.put(this.probation, key, entry);
  }

  /**
   * Renders `key` once however many requests miss it at the same time: they all wait for the
   * same render (a cold page under load costs one render, not one per request).
   */
  shared<T>(flightKey: string, render: () => Promise<T>): Promise<T> {
    let flight = this.inFlight.get(flightKey) as Promise<T> | undefined;
    if (!flight) {
      flight = render().finally(() => this.inFlight.delete(flightKey));
      this.inFlight.set(flightKey, flight);
    }
    return flight;
  }

  get stats() {
    return {
      pages: this.main.size + this.probation.size,
      bytes: this.main.calculatedSize + this.probation.calculatedSize,
    };
  }

  /** Pages kept per release (`remote@id`): which releases the pages people get were rendered with. */
  pinned(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const cache of [this.main, this.probation])
      for (const entry of cache.values())
        if (entry.releaseKey && !entry.degraded) counts[entry.releaseKey] = (counts[entry.releaseKey] ?? 0) + 1;
    return counts;
  }

  private put(cache: LRUCache<string, CachedPage>, key: string, entry: CachedPage) {
    cache.set(key, entry, entry.degraded ? { ttl: this.degradedTtlMs } : {});
  }
}
