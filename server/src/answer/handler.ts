import { readSitemap } from '@ecopanel/shared-ui/sitemap';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fetchText } from '../render/bounded';
import { CanaryBoard } from '@ecopanel/releases/canary';
import { createCanaryCount } from './canaryCount';
import { createSelect } from './select';
import { createLogger } from '../http/log';
import { answerNotAPage, CACHE_OK, sendAnswer, type Answer } from './pageAnswer';
import { PageCache } from './pageCache';
import { parsePageUrl } from '../http/pageUrl';
import { prerenderedWithNav } from './prerenderedNav';
import { createPreview } from './preview';
import { createPreviewAnswer, releaseExists } from './previewAnswer';
import { registryReader } from '../compose/registry';
import { createRemoteAnswer } from './remoteAnswer';
import { ReleaseWatcher } from '@ecopanel/releases/watch';
import type { RenderTask } from '../render/renderPage';
import { RenderProcess } from '../render/renderProcess';
import { memoryState } from '../http/sharedState';
import { createShellAnswer } from './shellAnswer';
import { SiteComposer } from '../compose/siteMenu';
import { readStaticPages } from './staticPages';
import { releaseStatus } from '../http/status';
import { createWarmUp } from './warmUp';
import { createSigner } from '../http/signing';
import { randomBytes } from 'node:crypto';
import type { SsrOptions } from './ssrOptions';
import { withViewToken } from './withViewToken';

export type { SsrOptions };

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
    fetchJson: async (url) => JSON.parse(await fetchText(url, { timeoutMs: budgetMs, maxBytes: 16 * 1024 })) as unknown,
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
  const template = readFileSync(path.join(o.dist, 'spa.html'), 'utf8');
  const staticPages = o.staticPages ?? readStaticPages(o.dist);
  const withNav = prerenderedWithNav({
    template: staticPages.template,
    pages: staticPages.pages,
    readRegistry,
    onError: (route, error) =>
      log.throttled(`prerendered ${route}`, {
        severity: 'WARNING',
        message: `${route} served as built (menus of the shell's build): ${(error as Error).message}`,
        route,
      }),
  });
  const pool = o.renderer
    ? undefined
    : // The remotes' code renders in a process of its own, with no secret of this one (renderProcess.ts).
      // Its cost, against the same pool in this process (autocannon -c 50, interleaved, 2 cores):
      // cached pages unchanged (1793 -> 1776 req/s), a page rendered per request 7-22% fewer per
      // second (514 -> 403 in the last of 3 runs), about +85 MiB resident (renderProcess.ts).
      new RenderProcess({
        filename: path.join(o.dist, '..', 'dist-server', 'server.cjs'),
        dist: o.dist,
        registryFile,
        log,
      });
  const renderRemote = o.renderer ?? ((task: RenderTask) => pool!.run(task));
  // PAGE_CACHE_MB: the page cache's cap (default 48 MiB), e.g. smaller on an instance with less memory.
  const cacheMb = Number(process.env.PAGE_CACHE_MB);
  const cache = new PageCache(cacheMb > 0 ? { maxBytes: cacheMb * 1024 * 1024 } : {});
  const previews = createPreview({
    token: o.previewToken ?? process.env.PREVIEW_TOKEN,
    remotes: () => Object.keys(readRegistry() ?? {}),
    exists: releaseExists(readRegistry, budgetMs),
  });
  const canaries = o.canaries ?? new CanaryBoard({ state: memoryState(), log, minimums: o.canaryMinimums });
  const signer = o.signer ?? createSigner(randomBytes(32));
  const select = createSelect({
    log,
    releases,
    readRegistry,
    prerendered: staticPages.pages,
    readPreview: previews?.read,
    canaries,
    signer,
  });
  const answerRemote = createRemoteAnswer({ log, budgetMs, readRegistry, renderRemote, cache, template });
  const counted = createCanaryCount({ canaries, signer });
  const answerPreview = createPreviewAnswer({ log, budgetMs, readRegistry, renderRemote, template, withNav });
  const warmUp = createWarmUp({ site, select, answerRemote, cache, log });
  const answerShell = createShellAnswer({ log, budgetMs, readRegistry, cache, template });

  /** Every page's way: its URL read, what answers it selected, then cached or rendered, composed and sent. */
  async function answer(req: IncomingMessage): Promise<Answer> {
    const parsed = parsePageUrl(req.url);
    if (!parsed.ok || parsed.moved) return answerNotAPage(parsed);
    const sn = site.peek() ?? (await site.current());
    const selection = await select(parsed, req);
    if (selection.preview) return answerPreview(selection, selection.preview, sn);
    switch (selection.kind) {
      case 'prerendered':
        return {
          status: 200,
          headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': CACHE_OK },
          body: await withNav(selection.page, sn),
          timing: 'prerendered',
        };
      case 'shell':
        return answerShell(selection.page, sn);
      case 'remote':
        return counted(req, selection, await answerRemote(selection, sn));
    }
  }

  const warm = o.warmUp === false ? Promise.resolve() : warmUp();

  const handle = async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = process.hrtime.bigint();
    const a = withViewToken(await answer(req), signer);
    sendAnswer(req, res, a, { pageHeaders: o.pageHeaders, log, ms: Number(process.hrtime.bigint() - started) / 1e6 });
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
