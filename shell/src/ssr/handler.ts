import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ComponentType } from 'react';
import { REMOTE_ROUTES, remoteRouteFor } from '../data/remoteRoutes';
import { DeferredRemote, exposeAssets, lazyStyles, parseRemotesJson, type RemoteId } from '../remotes';
import { fetchText, withTimeout } from './bounded';
import { composeDocument } from './document';
import { ReleaseWatcher, type Release } from './remoteReleases';
import { renderRoute } from './renderRoute';
import { ServerFederation } from './serverFederation';

export interface SsrOptions {
  /** The shell's built dist: spa.html, the prerendered pages, the deployed remotes.json. */
  dist: string;
  /** The shell's own pages prerendered at build (shell/prerender.json): served as built. */
  prerendered: Record<string, { file: string }>;
  /** Headers every page carries (security headers, preconnect), as the static files get them. */
  pageHeaders: Record<string, string>;
  /** Time allowed per remote (release pointer, manifest, module) and for the render's lazy parts. */
  budgetMs?: number;
  /** How long a remote's release pointer is trusted before it is read again. */
  releaseTtlMs?: number;
  log?: (line: string) => void;
  /** Load the remotes and render their first pages at start (default). */
  warmUp?: boolean;
}

/** What a CDN may keep: browsers always revalidate (max-age=0); the CDN serves its copy a minute, then refreshes behind it. */
export const CACHE_OK = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** A page missing a remote's part is kept only briefly, so the whole page is back soon after the remote. */
export const CACHE_DEGRADED = 'public, max-age=0, s-maxage=5';
const HTML_CACHE_ENTRIES = 500;
const MAX_URL = 2048;

interface Page {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** remotes.json as deployed beside the shell, read again whenever the file changes. */
function registryReader(file: string, log: (line: string) => void) {
  let seen = { mtime: -1, registry: null as Record<string, string> | null };
  return (): Record<string, string> | null => {
    let mtime: number;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (mtime !== seen.mtime) {
      let registry: Record<string, string> | null = null;
      try {
        registry = parseRemotesJson(JSON.parse(readFileSync(file, 'utf8')));
      } catch (error) {
        log(`remotes.json is invalid, remote parts are left to the browser: ${(error as Error).message}`);
      }
      seen = { mtime, registry };
    }
    return seen.registry;
  };
}

/**
 * Server-side composition: renders every page, remote parts included, to HTML per request; pins the
 * browser to the releases it rendered; answers real 404s and 301s; and, with a remote down, slow or
 * throwing, still answers in time with that part's skeleton, which the browser then tries itself.
 */
export function createSsrHandler(o: SsrOptions) {
  const log = o.log ?? ((line: string) => console.log(line));
  const budgetMs = o.budgetMs ?? 1000;
  const releases = new ReleaseWatcher({ ttlMs: o.releaseTtlMs ?? 5000, timeoutMs: budgetMs });
  const federation = new ServerFederation();
  const readRegistry = registryReader(path.join(o.dist, 'remotes.json'), log);
  const template = readFileSync(path.join(o.dist, 'spa.html'), 'utf8');
  const prerendered = new Map(
    Object.entries(o.prerendered).map(([route, { file }]) => [route, readFileSync(path.join(o.dist, file), 'utf8')]),
  );
  const manifests = new Map<string, Promise<unknown>>();
  const pages = new Map<string, Page>();

  /** A release's browser manifest never changes: fetched once. */
  const manifestOf = (release: Release): Promise<unknown> => {
    let manifest = manifests.get(release.manifestUrl);
    if (!manifest) {
      manifest = fetchText(release.manifestUrl, { timeoutMs: budgetMs, maxBytes: 512 * 1024 }).then(
        (text) => JSON.parse(text) as unknown,
      );
      manifests.set(release.manifestUrl, manifest);
      manifest.catch(() => manifests.delete(release.manifestUrl));
    }
    return manifest;
  };

  async function loadRemote(remote: RemoteId, manifestUrl: string) {
    const [name = '', expose = ''] = remote.split('/');
    const started = Date.now();
    const release = await releases.current(name, manifestUrl);
    const left = () => Math.max(1, budgetMs - (Date.now() - started));
    const [component, manifest] = await Promise.all([
      federation.load(release, expose, left()),
      withTimeout(manifestOf(release), left(), `${name} manifest`),
    ]);
    const { scripts, styles } = exposeAssets(manifest, release.manifestUrl, expose);
    return { release, component, scripts, styles: [...styles, ...lazyStyles(manifest, release.manifestUrl, expose)] };
  }

  async function render(url: URL): Promise<Page> {
    const registry = readRegistry();
    const route = remoteRouteFor(url.pathname);
    const remotes = new Map<RemoteId, ComponentType>();
    const pinned = { ...(registry ?? {}) };
    const assets = { scripts: [] as string[], styles: [] as string[], manifests: [] as string[] };
    let degraded = false;
    let releaseKey = '';
    if (route) {
      const [name = ''] = route.remote.split('/');
      const manifestUrl = registry?.[name];
      try {
        if (!manifestUrl) throw new Error(`${name} is not in remotes.json`);
        const loaded = await loadRemote(route.remote, manifestUrl);
        remotes.set(route.remote, loaded.component);
        pinned[name] = loaded.release.manifestUrl;
        assets.scripts.push(...loaded.scripts);
        assets.styles.push(...loaded.styles);
        assets.manifests.push(loaded.release.manifestUrl);
        releaseKey = `${name}@${loaded.release.id}`;
      } catch (error) {
        degraded = true;
        remotes.set(route.remote, DeferredRemote);
        log(`${url.pathname}: ${route.remote} left to the browser: ${(error as Error).message}`);
      }
    }
    const key = `${url.pathname}${url.search}|${releaseKey}`;
    const cached = !degraded ? pages.get(key) : undefined;
    if (cached) return cached;

    const rendered = await renderRoute(
      `${url.pathname}${url.search}`,
      remotes,
      Date.now() + budgetMs,
      degraded ? 1 : 0,
    );
    if (rendered.status === 301 && rendered.location) {
      return {
        status: 301,
        headers: { location: rendered.location, 'cache-control': 'public, max-age=3600' },
        body: '',
      };
    }
    const body = composeDocument(template, {
      rendered: rendered.html,
      registry: registry ? pinned : {},
      ...assets,
    });
    const page: Page = {
      status: rendered.status,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': degraded || !rendered.complete ? CACHE_DEGRADED : CACHE_OK,
        ...(degraded ? { 'x-remote-deferred': route!.remote } : {}),
        ...(releaseKey ? { 'x-remote-release': releaseKey } : {}),
      },
      body,
    };
    // Keyed by the releases it was rendered with: a new release renders afresh.
    if (!degraded && rendered.complete) {
      if (pages.size >= HTML_CACHE_ENTRIES) pages.delete(pages.keys().next().value!);
      pages.set(key, page);
    }
    return page;
  }

  /**
   * At start, every remote page of the sitemap is rendered once in the background (loading each
   * remote's module and lazy pages), so the first visitors are not the ones who wait for a cold
   * start or get its skeleton.
   */
  function warmUp(): Promise<void> {
    let sitemap = '';
    try {
      sitemap = readFileSync(path.join(o.dist, 'sitemap.xml'), 'utf8');
    } catch {
      // No sitemap: the remotes' first pages only.
    }
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const firstPages = [...new Set([...REMOTE_ROUTES.map((r) => r.path), ...listed])].filter((p) => remoteRouteFor(p));
    return firstPages
      .reduce<Promise<unknown>>(
        (previous, route) => previous.then(() => render(new URL(route, 'http://shell.local')).catch(() => undefined)),
        Promise.resolve(),
      )
      .then(() => log(`warmed up ${firstPages.length} pages`));
  }
  const warm = o.warmUp === false ? Promise.resolve() : warmUp();

  async function pageFor(req: IncomingMessage): Promise<Page> {
    if ((req.url ?? '').length > MAX_URL)
      return { status: 414, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'URL too long' };
    const url = new URL(req.url ?? '/', 'http://shell.local');
    const file = prerendered.get(url.pathname);
    if (file !== undefined)
      return {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': CACHE_OK },
        body: file,
      };
    return render(url);
  }

  const handle = async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = process.hrtime.bigint();
    const page = await pageFor(req);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    res.writeHead(page.status, { ...o.pageHeaders, ...page.headers, 'server-timing': `render;dur=${ms.toFixed(1)}` });
    res.end(req.method === 'HEAD' ? undefined : page.body);
  };
  /** Resolves once the warm-up is over (or after `maxMs`): a load balancer's readiness check waits for it. */
  const ready = (maxMs = 20_000) =>
    Promise.race([warm, new Promise<void>((resolve) => setTimeout(resolve, maxMs).unref())]);
  return Object.assign(handle, { ready });
}
