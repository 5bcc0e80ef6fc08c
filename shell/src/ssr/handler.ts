import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { REMOTE_ROUTES, remoteRouteFor } from '../data/remoteRoutes';
import { createLogger, type Logger } from './log';
import { PageCache, type CachedPage, type Page } from './pageCache';
import { parsePageUrl } from './pageUrl';
import { prerenderedWithNav } from './prerenderedNav';
import { registryReader } from './registry';
import { ReleaseWatcher, type Release } from './remoteReleases';
import { candidateRelease, createPreview, previewPage, previewRegistry, type Preview } from './preview';
import { fetchText } from './bounded';
import { bucketCookie, bucketOf, CanaryBoard, newBucket, type Counts } from './canary';
import { memoryState } from './sharedState';
import { renderPage, type RenderResult, type RenderTask } from './renderPage';
import { PoolBusyError, RenderPool, StuckRenderError } from './renderPool';
import { SiteComposer, type ComposedSite } from './siteMenu';
import { readSitemap } from './sitemapXml';
import { releaseStatus } from './status';
import { StuckRenders } from './stuckRenders';

export interface SsrOptions {
  /** The shell's built dist: spa.html, the prerendered pages, sitemap.xml. */
  dist: string;
  /** The deployed remotes.json (default: the one in dist). */
  registryFile?: string;
  /** The shell's own pages prerendered at build (shell/prerender.json): served as built. */
  prerendered: Record<string, { file: string }>;
  /** Headers every page carries (security headers, preconnect), as the static files get them. */
  pageHeaders: Record<string, string>;
  /** Time allowed per request for its remote: release, manifest, module and render together (default SSR_BUDGET_MS, else 1 s). */
  budgetMs?: number;
  /** How long a remote's release pointer is trusted before it is read again (default RELEASE_CHECK_MS, else 5 s). */
  releaseTtlMs?: number;
  log?: Logger;
  /** The token that turns on release previews (/__preview); default PREVIEW_TOKEN; none: previews are off. */
  previewToken?: string;
  /** Load the remotes and render their first pages at start (default). */
  warmUp?: boolean;
  /**
   * Renders a page that runs a remote's code. Default: worker threads running the server bundle
   * (renderPool.ts), so a remote that never ends its render costs only its own requests.
   */
  renderer?: (task: RenderTask) => Promise<RenderResult>;
  /** The canaries' counts and decisions, shared between instances (default: this process only). */
  canaries?: CanaryBoard;
}

/** What a CDN may keep: browsers always revalidate (max-age=0); the CDN serves its copy a minute, then refreshes behind it. */
export const CACHE_OK = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** A page missing a remote's part is kept only briefly, so the whole page is back soon after the remote. */
export const CACHE_DEGRADED = 'public, max-age=0, s-maxage=5';
/** A page of a remote with a canary running: which release it holds depends on the browser's cookie. */
const CACHE_PER_BROWSER = 'private, max-age=0';
/** An unknown path: a CDN may keep it a little, no browser keeps it. */
const CACHE_NOT_FOUND = 'public, max-age=0, s-maxage=60';

const WARM_UP_BUDGET_MS = 10_000;

interface Answer extends Page {
  timing: string;
  log?: { remote?: string; release?: string; degraded?: boolean; renderMs?: number; loadMs?: number; cache?: string };
}

/**
 * Server-side composition: renders every page, remote parts included, to HTML per request; pins the
 * browser to the releases it rendered; answers real 404s and 301s; and, with a remote down, slow,
 * throwing or stuck, still answers in time: with the last good page it rendered, or with that
 * part's skeleton, which the browser then tries itself.
 */
export function createSsrHandler(o: SsrOptions) {
  const log = o.log ?? createLogger();
  const budgetMs = o.budgetMs ?? (Number(process.env.SSR_BUDGET_MS) || 1000);
  const releases = new ReleaseWatcher({
    ttlMs: o.releaseTtlMs ?? (Number(process.env.RELEASE_CHECK_MS) || 5000),
    timeoutMs: budgetMs,
    onStale: (remote, error) =>
      log.throttled(`stale ${remote}`, {
        severity: 'WARNING',
        message: `${remote}: release.json could not be read, still serving its last release: ${(error as Error).message}`,
        remote,
      }),
  });
  const registryFile = o.registryFile ?? path.join(o.dist, 'remotes.json');
  const readRegistry = registryReader(registryFile, log);
  const builtSitemap = (() => {
    try {
      return readFileSync(path.join(o.dist, 'sitemap.xml'), 'utf8');
    } catch {
      return '';
    }
  })();
  // The menus and sitemap from the live releases (siteMenu.ts); pages are cached per version of them.
  const site = new SiteComposer({
    releaseOf: (name) => {
      const manifestUrl = readRegistry()?.[name];
      return manifestUrl ? releases.current(name, manifestUrl) : Promise.resolve(undefined);
    },
    built: readSitemap(builtSitemap),
    timeoutMs: budgetMs,
    onError: (remote, error) =>
      log.throttled(`site ${remote}`, {
        severity: 'WARNING',
        message: `${remote}: its release's site.json could not be read, its last menu entries stay: ${(error as Error).message}`,
        remote,
      }),
  });
  const withNav = prerenderedWithNav((route, error) =>
    log.throttled(`prerendered ${route}`, {
      severity: 'WARNING',
      message: `${route} served as built (menus of the shell's build): ${(error as Error).message}`,
      route,
    }),
  );
  const template = readFileSync(path.join(o.dist, 'spa.html'), 'utf8');
  const prerendered = new Map(
    Object.entries(o.prerendered).map(([route, { file }]) => [route, readFileSync(path.join(o.dist, file), 'utf8')]),
  );
  const pool = o.renderer
    ? undefined
    : new RenderPool({ filename: path.join(o.dist, '..', 'dist-server', 'server.cjs'), dist: o.dist, registryFile });
  const renderRemote = o.renderer ?? ((task: RenderTask) => pool!.run(task));
  const cache = new PageCache();
  const previews = createPreview({
    token: o.previewToken ?? process.env.PREVIEW_TOKEN,
    remotes: () => Object.keys(readRegistry() ?? {}),
    exists: async (remote, id) => {
      const manifestUrl = readRegistry()?.[remote];
      if (!manifestUrl) return false;
      return fetchText(new URL(`releases/${id}/mf-manifest.json`, manifestUrl).href, {
        timeoutMs: budgetMs,
        maxBytes: 512 * 1024,
      }).then(
        () => true,
        () => false,
      );
    },
  });
  const canaries = o.canaries ?? new CanaryBoard({ state: memoryState(), log });
  const stuck = new StuckRenders();
  /** A page of a release that just failed to render whole: not tried again for two seconds. */
  const failing = new LRUCache<string, true>({ max: 2000, ttl: 2000 });

  const toEntry = (result: RenderResult, releaseKey: string): CachedPage => {
    const degraded = result.degraded;
    const page: Page =
      result.status === 301 && result.location
        ? { status: 301, headers: { location: result.location, 'cache-control': 'public, max-age=3600' }, body: '' }
        : {
            status: result.status,
            headers: {
              'content-type': 'text/html; charset=utf-8',
              'cache-control': degraded ? CACHE_DEGRADED : result.status === 404 ? CACHE_NOT_FOUND : CACHE_OK,
              ...(releaseKey ? { 'x-remote-release': releaseKey } : {}),
            },
            body: result.body,
          };
    return { page, releaseKey, degraded };
  };

  /**
   * Render errors, once per release, route and message (the route is the remote's prefix: a flood of
   * made-up paths under it is one line), with the path of the first page that met it and its stack.
   */
  const logRenderErrors = (result: RenderResult, release: Release | undefined, pathname: string) => {
    const releaseId = release ? `${release.remote}@${release.id}` : 'shell';
    const route = remoteRouteFor(pathname)?.path ?? pathname;
    for (const error of result.errors)
      log.once(`${releaseId} ${route} ${error.message}`, {
        severity: 'ERROR',
        message: `render error on ${pathname}: ${error.message}`,
        stack: error.stack,
        remote: release?.remote,
        release: release?.id,
        route,
      });
    if (result.loadError)
      log.throttled(`load ${releaseId}`, {
        severity: 'WARNING',
        message: `${release?.remote ?? 'remote'} left to the browser: ${result.loadError.message}`,
        remote: release?.remote,
        release: release?.id,
        route,
      });
  };

  /** The page without its remote part (the skeleton the browser fills), rendered here: no remote code runs in this thread. */
  const degradedPage = (
    url: string,
    remote: RenderTask['remote'],
    registry: RenderTask['registry'],
    sn: ComposedSite,
  ) =>
    cache.shared(`${sn.version} ${url}|degraded`, async () => {
      const result = await renderPage(
        { url, remote, registry, startedAt: Date.now(), budgetMs, nav: sn.nav },
        { template },
      );
      logRenderErrors({ ...result, loadError: undefined }, undefined, url.split('?')[0]!);
      const entry = toEntry({ ...result, degraded: Boolean(remote) || result.degraded }, '');
      cache.set(`${sn.version} ${url}`, entry);
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

  /**
   * A remote's page for one browser while that remote may have a canary running: the browser's
   * bucket picks the canary or the live release (a completed canary serves everyone, a rolled back
   * one nobody), the page view is counted for that side, and the answer is private to the browser.
   */
  async function answerRemoteFor(
    req: IncomingMessage,
    url: string,
    pathname: string,
    remote: RenderTask['remote'],
    sn: ComposedSite,
  ): Promise<Answer> {
    const [name = ''] = remote!.split('/');
    const live = await liveReleaseOf(name);
    const plan = live?.canary;
    if (!live || !plan) return answerRemote(url, pathname, remote, sn, budgetMs, live);
    const state = canaries.state(name, plan.release.id, live.id, plan.completeAfter);
    if (state !== 'running')
      return answerRemote(url, pathname, remote, sn, budgetMs, state === 'completed' ? plan.release : live);
    const known = bucketOf(req);
    const bucket = known ?? newBucket();
    const side: keyof Counts = bucket < plan.percent ? 'canary' : 'live';
    const answered = await answerRemote(url, pathname, remote, sn, budgetMs, side === 'canary' ? plan.release : live);
    canaries.record(name, plan.release.id, side, answered.log?.degraded === true);
    const secure = (req.headers['x-forwarded-proto'] ?? '') === 'https' || 'encrypted' in req.socket;
    return {
      ...answered,
      headers: {
        ...answered.headers,
        'cache-control': CACHE_PER_BROWSER,
        ...(known === undefined ? { 'set-cookie': bucketCookie(bucket, secure) } : {}),
      },
    };
  }

  async function answerRemote(
    url: string,
    pathname: string,
    remote: RenderTask['remote'],
    sn: ComposedSite,
    budget = budgetMs,
    chosen?: Release,
  ): Promise<Answer> {
    const started = Date.now();
    const registry = readRegistry();
    const [name = ''] = remote!.split('/');
    const release = chosen ?? (await liveReleaseOf(name));
    // Pages are kept per version of the site's menus (a remote's new menu entries reach every page),
    // and a canary's pages apart from the live release's.
    const liveKey = `${sn.version} ${url}`;
    const key = release && release.id !== (await liveReleaseOf(name))?.id ? `${liveKey} ${release.id}` : liveKey;
    const releaseKey = release ? `${name}@${release.id}` : '';
    if (release) {
      const hit = cache.get(key, releaseKey);
      if (hit && !hit.degraded)
        return { ...hit.page, timing: 'cache;desc=hit', log: { remote: name, release: release.id, cache: 'hit' } };
      if (!failing.has(`${url}|${releaseKey}`) && !stuck.isHeld(releaseKey, pathname)) {
        const flight = `${key}|${releaseKey}`;
        const rendered = await cache
          .shared(flight, async () => {
            const result = await renderRemote({
              url,
              remote,
              release,
              registry,
              nav: sn.nav,
              startedAt: started,
              budgetMs: budget,
            });
            logRenderErrors(result, release, pathname);
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
    const entry = await degradedPage(url, remote, registry, sn);
    return {
      ...entry.page,
      headers: { ...entry.page.headers, 'x-remote-deferred': remote! },
      timing: 'render;desc=degraded',
      log: { remote: name, release: release?.id, degraded: true },
    };
  }

  /** A page with no remote part (a 404, say): the shell's own code, rendered here and cached. */
  async function answerShell(url: string, sn: ComposedSite): Promise<Answer> {
    const key = `${sn.version} ${url}`;
    const hit = cache.get(key, '');
    if (hit) return { ...hit.page, timing: 'cache;desc=hit' };
    const started = Date.now();
    const entry = await cache.shared(key, async () => {
      const result = await renderPage(
        { url, registry: readRegistry(), startedAt: started, budgetMs, nav: sn.nav },
        { template },
      );
      logRenderErrors(result, undefined, url.split('?')[0]!);
      const rendered = toEntry(result, '');
      cache.set(key, rendered);
      return rendered;
    });
    return { ...entry.page, timing: `render;dur=${Date.now() - started}` };
  }

  /**
   * A page for one browser previewing candidate releases: rendered afresh with them (never from or
   * into the cache), pinned to them in the page so the browser loads them too, with the preview badge.
   */
  async function answerPreview(
    parsed: { key: string; pathname: string; route?: { remote: RenderTask['remote'] } },
    preview: Preview,
    sn: ComposedSite,
  ): Promise<Answer> {
    const registry = readRegistry() ?? {};
    const pinned = previewRegistry(registry, preview);
    const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' };
    const preface = `preview ${Object.entries(preview)
      .map(([name, id]) => `${name}@${id}`)
      .join(' ')}`;
    const file = prerendered.get(parsed.pathname);
    if (file !== undefined)
      return {
        status: 200,
        headers,
        body: previewPage(await withNav(parsed.pathname, file, sn), preview, pinned),
        timing: 'prerendered',
        log: { cache: preface },
      };
    const task = { url: parsed.key, registry: pinned, startedAt: Date.now(), budgetMs, nav: sn.nav };
    let result: RenderResult | undefined;
    let releaseId: string | undefined;
    if (parsed.route) {
      const remote = parsed.route.remote;
      const [name = ''] = remote!.split('/');
      const release = preview[name]
        ? candidateRelease(name, registry[name]!, preview[name])
        : await (
            registry[name] ? releases.current(name, registry[name]) : Promise.reject(new Error('no remote'))
          ).catch(() => undefined);
      releaseId = release && `${name}@${release.id}`;
      if (release)
        result = await renderRemote({ ...task, remote, release }).catch((error: unknown) => {
          log.throttled(`preview ${releaseId}`, {
            severity: 'WARNING',
            message: `preview render of ${parsed.pathname} failed: ${(error as Error).message}`,
            remote: name,
            release: release.id,
          });
          return undefined;
        });
      if (result) logRenderErrors(result, release, parsed.pathname);
      result ??= await renderPage({ ...task, remote }, { template });
    } else result = await renderPage(task, { template });
    const page = toEntry(result, releaseId ?? '').page;
    return {
      ...page,
      headers: { ...page.headers, ...headers },
      body: page.status === 301 ? page.body : previewPage(page.body, preview, pinned),
      timing: 'render;desc=preview',
      log: { release: releaseId, degraded: result.degraded, cache: preface },
    };
  }

  async function answer(req: IncomingMessage): Promise<Answer> {
    const parsed = parsePageUrl(req.url);
    if (!parsed.ok)
      return {
        status: parsed.status,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
        body: parsed.reason,
        timing: '',
      };
    const sn = site.peek() ?? (await site.current());
    const preview = previews?.read(req);
    if (preview) return answerPreview(parsed, preview, sn);
    const file = prerendered.get(parsed.pathname);
    if (file !== undefined)
      return {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': CACHE_OK },
        body: await withNav(parsed.pathname, file, sn),
        timing: 'prerendered',
      };
    return parsed.route
      ? answerRemoteFor(req, parsed.key, parsed.pathname, parsed.route.remote, sn)
      : answerShell(parsed.key, sn);
  }

  /**
   * At start, every remote page of the sitemap is rendered once (loading each remote's module and
   * lazy pages), so the first visitors are not the ones who wait for a cold start or get its skeleton.
   */
  async function warmUp(): Promise<void> {
    const sn = await site.current();
    const listed = readSitemap(sn.sitemap).paths;
    const firstPages = [...new Set([...REMOTE_ROUTES.map((r) => r.path), ...listed])].filter((p) => remoteRouteFor(p));
    for (const route of firstPages) {
      // Not a visitor waiting: a cold thread may take its time loading the server bundle and the remote.
      const answered = await answerRemote(route, route, remoteRouteFor(route)!.remote, sn, WARM_UP_BUDGET_MS).catch(
        () => undefined,
      );
      // Pages rendered at start are the ones people read: straight into the main part of the cache.
      const release = answered?.headers['x-remote-release'];
      // The page alone: the warm-up's timing and log fields must not follow its later cache hits.
      if (answered && release && !answered.log?.degraded) {
        const { status, headers, body } = answered;
        cache.set(
          `${sn.version} ${route}`,
          { page: { status, headers, body }, releaseKey: release, degraded: false },
          { hot: true },
        );
      }
    }
    log({ severity: 'INFO', message: `warmed up ${firstPages.length} pages` });
  }
  const warm = o.warmUp === false ? Promise.resolve() : warmUp();

  const handle = async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = process.hrtime.bigint();
    const a = await answer(req);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    res.writeHead(a.status, {
      ...o.pageHeaders,
      ...a.headers,
      'server-timing': [a.timing, `total;dur=${ms.toFixed(1)}`].filter(Boolean).join(', '),
    });
    res.end(req.method === 'HEAD' ? undefined : a.body);
    log({
      severity: a.status >= 500 ? 'ERROR' : 'INFO',
      message: `${req.method} ${req.url} ${a.status}`,
      httpRequest: {
        requestMethod: req.method ?? 'GET',
        requestUrl: (req.url ?? '').slice(0, 512),
        status: a.status,
        latency: `${(ms / 1000).toFixed(4)}s`,
      },
      ...a.log,
    });
  };
  /** Resolves once the warm-up is over (or after `maxMs`): a load balancer's readiness check waits for it. */
  const ready = (maxMs = 20_000) =>
    Promise.race([warm, new Promise<void>((resolve) => setTimeout(resolve, maxMs).unref())]);
  const close = () => {
    if (!o.canaries) canaries.close();
    return pool?.close() ?? Promise.resolve();
  };
  /** `/sitemap.xml`: composed from the live releases' routes (siteMenu.ts). */
  const sitemap = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const xml = (await site.current()).sitemap;
    res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CACHE_OK });
    res.end(req.method === 'HEAD' ? undefined : xml);
  };
  /** What `GET /__status` reports: each remote's live release here, and the releases cached pages pin. */
  const status = () =>
    releaseStatus({
      remotes: Object.keys(readRegistry() ?? {}),
      live: releases.known(),
      pinned: cache.pinned(),
      canaries: canaries.summary(),
    });
  /** Answers /__preview and /__preview/leave while previews are on (true); false otherwise. */
  const previewEndpoint = (req: IncomingMessage, res: ServerResponse) =>
    previews ? previews.handle(req, res) : Promise.resolve(false);
  return Object.assign(handle, {
    ready,
    close,
    sitemap,
    status,
    previewEndpoint,
    canaries,
    stats: () => cache.stats,
  });
}
