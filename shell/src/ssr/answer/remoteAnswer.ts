import { exposedModule } from '../../remotes';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../http/log';
import { renderErrorLogger, toEntry, CACHE_DEGRADED, type Answer } from './pageAnswer';
import { pageKey, type PageCache } from './pageCache';
import type { PageRequest } from '../http/pageUrl';
import { servedReleases, type Release, type ReleaseWatcher } from '@ecopanel/releases/watch';
import { renderPage, type RenderResult, type RenderTask } from '../render/renderPage';
import { PoolBusyError, StuckRenderError } from '../render/renderPool';
import type { ComposedSite } from '../compose/siteMenu';
import { StuckRenders } from '../render/stuckRenders';

export interface RemoteAnswerOptions {
  log: Logger;
  /** Time allowed per request for its remote. */
  budgetMs: number;
  releases: ReleaseWatcher;
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
  const { log, budgetMs, releases, readRegistry, renderRemote, cache, template } = o;
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

  /** The live release of remote `name`, as its pointer names it (undefined: none can be read). */
  async function liveReleaseOf(name: string): Promise<Release | undefined> {
    const manifestUrl = readRegistry()?.[name];
    if (!manifestUrl) return undefined;
    return releases.current(name, manifestUrl).catch((error: unknown) => {
      log.throttled(`pointer ${name}`, {
        severity: 'WARNING',
        message: `${name}: no release to render with: ${(error as Error).message}`,
        remote: name,
      });
      return undefined;
    });
  }

  async function answerRemote(
    page: PageRequest,
    sn: ComposedSite,
    budget = budgetMs,
    chosen?: Release,
  ): Promise<Answer> {
    const started = Date.now();
    const registry = readRegistry();
    const { pathname } = page;
    const remote = page.route!.remote;
    const { remote: name } = exposedModule(remote);
    const live = await liveReleaseOf(name);
    const release = chosen ?? live;
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
      headers: { ...entry.page.headers, 'x-remote-deferred': remote },
      timing: 'render;desc=degraded',
      log: { remote: name, release: release?.id, degraded: true },
    };
  }

  return { answerRemote, liveReleaseOf };
}
