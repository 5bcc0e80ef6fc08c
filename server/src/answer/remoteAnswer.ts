import { LRUCache } from 'lru-cache';
import type { Logger } from '../http/log';
import { renderErrorLogger, toEntry, CACHE_DEGRADED, type Answer } from './pageAnswer';
import { pageKey, type PageCache } from './pageCache';
import type { PageRequest } from '../http/pageUrl';
import { servedReleases } from '@ecopanel/releases/watch';
import type { PageSelection } from './select';
import { renderPage, type RenderResult, type RenderTask } from '../render/renderPage';
import { PoolBusyError, StuckRenderError } from '../render/renderPool';
import type { ComposedSite } from '../compose/siteMenu';
import { StuckRenders } from '../render/stuckRenders';

/** A page of a remote, with the release chosen for it. */
export type RemoteSelection = Extract<PageSelection, { kind: 'remote' }>;

export interface RemoteAnswerOptions {
  log: Logger;
  /** Time allowed per request for its remote. */
  budgetMs: number;
  readRegistry: () => Record<string, string> | null;
  /** Renders a page that runs a remote's code (worker threads by default). */
  renderRemote: (task: RenderTask) => Promise<RenderResult>;
  cache: PageCache;
  /** spa.html: the page a remote's skeleton is rendered into, here, with no remote code. */
  template: string;
}

/**
 * A page with a remote's part: rendered with a release of that remote (from the cache while it is
 * the page of that release), and with that remote throwing, slow, stuck or down, still answered in
 * time: with the last good page, or with the part's skeleton, which the browser then tries itself.
 */
export function createRemoteAnswer(o: RemoteAnswerOptions) {
  const { log, budgetMs, readRegistry, renderRemote, cache, template } = o;
  const logRenderErrors = renderErrorLogger(log);
  const stuck = new StuckRenders();
  /** A page of a release that just failed to render whole: not tried again for two seconds. */
  const failing = new LRUCache<string, true>({ max: 2000, ttl: 2000 });

  /** The page without its remote part (the skeleton the browser fills), rendered here: no remote code runs in this thread. */
  const degradedPage = (page: PageRequest, registry: RenderTask['registry'], sn: ComposedSite) =>
    cache.shared(`${pageKey(sn.version, page)}|degraded`, async () => {
      const result = await renderPage({ page, registry, startedAt: Date.now(), budgetMs, nav: sn.nav }, { template });
      logRenderErrors({ ...result, loadError: undefined }, undefined, page);
      const entry = toEntry({ ...result, degraded: Boolean(page.route) || result.degraded }, '');
      cache.set(pageKey(sn.version, page), entry);
      return entry;
    });

  /** A remote's page with the release `selection` chose for it (select.ts), cached under that choice. */
  async function answerRemote(selection: RemoteSelection, sn: ComposedSite, budget = budgetMs): Promise<Answer> {
    const started = Date.now();
    const registry = readRegistry();
    const { page, live, release, remote: name } = selection;
    const { pathname } = page;
    // A canary's pages are kept apart from the live release's: the key names the release selected.
    const liveKey = pageKey(sn.version, page);
    const key = release && release.id !== live?.id ? pageKey(sn.version, page, release.id) : liveKey;
    // The live release and its canary stay loaded side by side in the render threads.
    const keep = [...(live ? servedReleases(live) : []), ...(release ? [release] : [])].map((r) => r.id);
    const releaseKey = release ? `${name}@${release.id}` : '';
    if (release) {
      const hit = cache.get(key, releaseKey);
      if (hit && !hit.degraded)
        return { ...hit.page, timing: 'cache;desc=hit', log: { remote: name, release: release.id, cache: 'hit' } };
      // One name for a render in flight and for its failure: the failure holds that very render back.
      const flight = `${key}|${releaseKey}`;
      if (!failing.has(flight) && !stuck.isHeld(releaseKey, pathname)) {
        const rendered = await cache
          .shared(flight, async () => {
            const result = await renderRemote({
              page,
              release,
              keep,
              registry,
              nav: sn.nav,
              startedAt: started,
              budgetMs: budget,
            });
            logRenderErrors(result, release, page);
            const entry = toEntry(result, releaseKey);
            if (entry.degraded) failing.set(flight, true);
            else cache.set(key, entry);
            return { entry, result };
          })
          .catch((error: unknown) => {
            if (error instanceof PoolBusyError) {
              log.throttled('busy', { severity: 'WARNING', message: error.message, remote: name, route: pathname });
              return undefined;
            }
            if (error instanceof StuckRenderError) {
              stuck.record(releaseKey, pathname);
              log.once(`stuck ${releaseKey} ${pathname}`, {
                severity: 'ERROR',
                message: `${name} render of ${pathname} never ended: ${error.message}`,
                remote: name,
                release: release!.id,
                route: pathname,
              });
            } else {
              log.throttled(`render ${releaseKey}`, {
                severity: 'ERROR',
                message: `render of ${pathname} failed: ${(error as Error).message}`,
                stack: (error as Error).stack,
                remote: name,
                release: release!.id,
                route: pathname,
              });
            }
            failing.set(flight, true);
            return undefined;
          });
        if (rendered && !rendered.entry.degraded) {
          const { entry, result } = rendered;
          return {
            ...entry.page,
            timing: `load;dur=${result.loadMs}, render;dur=${result.renderMs}`,
            log: { remote: name, release: release.id, renderMs: result.renderMs, loadMs: result.loadMs },
          };
        }
      }
    }
    // The remote's part could not be rendered now: the last good page, else the skeleton.
    const good = cache.lastGood(key) ?? cache.lastGood(liveKey);
    if (good)
      return {
        ...good.page,
        headers: { ...good.page.headers, 'cache-control': CACHE_DEGRADED, 'x-stale': '1' },
        timing: 'cache;desc=stale',
        log: { remote: name, release: good.releaseKey.split('@')[1], degraded: true, cache: 'stale' },
      };
    const entry = await degradedPage(page, registry, sn);
    return {
      ...entry.page,
      headers: { ...entry.page.headers, 'x-remote-deferred': page.route!.remote },
      timing: 'render;desc=degraded',
      log: { remote: name, release: release?.id, degraded: true },
    };
  }

  return answerRemote;
}
