import type { ComponentType } from 'react';
import { DEFAULT_LANG } from '@ecopanel/shared-ui/lang';
import {
  catalogChunk,
  pageCatalogChunk,
  DeferredRemote,
  exposeAssets,
  exposedModule,
  lazyScripts,
  lazyShared,
  lazyStyles,
  type RemoteId,
} from '@ecopanel/shell/remotes';
import { fetchText, withTimeout } from './bounded';
import { describeError } from '../http/log';
import { composeDocument } from '../compose/document';
import { FALLBACK_NAV, type SiteNav } from '@ecopanel/shell/data/siteNav';
import type { Release } from '@ecopanel/releases/watch';
import { renderRoute } from './renderRoute';
import type { PageRequest } from '../http/pageUrl';
import type { ServerFederation } from './serverFederation';

/** One page to render: what the request handler decided, plain data, so it can cross to a worker thread. */
export interface RenderTask {
  /** The page as the request was read (pageUrl.ts): its key (path and kept query), language and route. */
  page: PageRequest;
  /** The release of the page's remote to render with; none: the remote's part is left to the browser. */
  release?: Release;
  /**
   * The releases of that remote the site serves now (the live one and its canary, if any): a
   * render thread keeps them all loaded, and counts only the others as superseded (renderPool.ts).
   */
  keep?: string[];
  /** remotes.json as deployed. */
  registry: Record<string, string> | null;
  /** The site's menus, composed from the live releases (siteMenu.ts); none: apps.json's fallback. */
  nav?: SiteNav;
  /** When the request arrived (epoch ms) and how long its remote may take, loads and render together. */
  startedAt: number;
  budgetMs: number;
  /** For a page of the shell's own kept static (shell/prerender.json): its lazy page chunk's files. */
  own?: OwnAssets;
  /** Set to 1 (and notified) when the render proper begins, its code loaded: renderPool.ts times it from then. */
  renderStarted?: Int32Array;
}

/** A shell page chunk's files, as the build found them (build-tools/serverBuild). */
export interface OwnAssets {
  styles: string[];
  scripts: string[];
}

export interface RenderError {
  message: string;
  stack?: string;
}

export interface RenderResult {
  status: number;
  location?: string;
  body: string;
  /** The remote's part is not in the HTML (not loaded in time, or it threw): the browser renders it. */
  degraded: boolean;
  /** Why, when degraded because the remote could not be loaded. */
  loadError?: RenderError;
  /** What threw while rendering. */
  errors: RenderError[];
  loadMs: number;
  renderMs: number;
}

/** What a thread that renders keeps between pages. */
export interface RenderContext {
  template: string;
  federation?: ServerFederation;
  /** Fetches of this release's code failed since it was loaded: load it afresh after this render. */
  takeFetchFailures?: (release: Release) => boolean;
}

const manifests = new Map<string, Promise<unknown>>();
/** A release's browser manifest never changes: fetched once (and again after a failure). */
function manifestOf(release: Release, timeoutMs: number): Promise<unknown> {
  let manifest = manifests.get(release.manifestUrl);
  if (!manifest) {
    manifest = fetchText(release.manifestUrl, { timeoutMs: Math.max(timeoutMs, 1000), maxBytes: 512 * 1024 }).then(
      (text) => JSON.parse(text) as unknown,
    );
    manifests.set(release.manifestUrl, manifest);
    manifest.catch(() => manifests.delete(release.manifestUrl));
  }
  return manifest;
}

/** Loads `expose` of `release` and its manifest ahead of any request (a new render thread warming up). */
export async function preloadRemote(release: Release, expose: string, context: RenderContext): Promise<void> {
  await Promise.all([context.federation?.load(release, expose, 10_000), manifestOf(release, 5000)]);
}

/**
 * Renders one page to a whole document, the one way every page is made: per request by the server
 * (remote pages in its render threads, the shell's in its main thread) and at build for the pages
 * kept static (answer/staticBuild.ts renderStaticPage). Loads the remote's release (within the budget, from
 * what this thread already holds when it can), renders once, and writes the document that pins the
 * browser to the same release. With no release, or when loading it fails, the remote's part goes
 * out as its skeleton, for the browser to load.
 */
export async function renderPage(task: RenderTask, context: RenderContext): Promise<RenderResult> {
  const deadline = task.startedAt + task.budgetMs;
  const left = () => Math.max(1, deadline - Date.now());
  const remotes = new Map<RemoteId, ComponentType>();
  const pinned = { ...(task.registry ?? {}) };
  const assets = { scripts: [] as string[], styles: [...(task.own?.styles ?? [])], manifests: [] as string[] };
  const shared: string[] = [];
  let loadError: RenderError | undefined;
  // The loaded release's manifest: which lazy pages' files to link is known once the render has run.
  let lazy: { manifest: unknown; manifestUrl: string; expose: string } | undefined;
  const loadStarted = Date.now();
  const { lang, route } = task.page;
  const remote = route?.remote;
  if (remote) {
    const { remote: name, expose } = exposedModule(remote);
    try {
      if (!task.release || !context.federation) throw new Error(`${name} has no release to render with`);
      const release = task.release;
      const [component, manifest] = await Promise.all([
        context.federation.load(release, expose, left()),
        withTimeout(manifestOf(release, left()), left(), `${name} manifest`),
      ]);
      const { scripts, styles } = exposeAssets(manifest, release.manifestUrl, expose);
      remotes.set(remote, component);
      pinned[name] = release.manifestUrl;
      assets.scripts.push(...scripts);
      assets.styles.push(...styles);
      assets.manifests.push(release.manifestUrl);
      lazy = { manifest, manifestUrl: release.manifestUrl, expose };
    } catch (error) {
      loadError = describeError(error);
      remotes.set(remote, DeferredRemote);
    }
  }
  const loadMs = Date.now() - loadStarted;
  const renderStarted = Date.now();
  if (task.renderStarted) {
    Atomics.store(task.renderStarted, 0, 1);
    Atomics.notify(task.renderStarted, 0);
  }
  const rendered = await renderRoute(task.page, remotes, deadline, task.nav);
  if (task.release && context.takeFetchFailures?.(task.release)) context.federation?.reload(task.release);
  const renderMs = Date.now() - renderStarted;
  if (lazy) {
    assets.styles.push(...lazyStyles(lazy.manifest, lazy.manifestUrl, lazy.expose, rendered.chunks));
    // On a Sinhala or Tamil page, the remote's catalog in that language too, and the own catalogs of
    // the lazy pages it rendered: its part waits for them before it hydrates.
    const used =
      lang === DEFAULT_LANG
        ? rendered.chunks
        : [...rendered.chunks, catalogChunk(lang), ...rendered.chunks.map((chunk) => pageCatalogChunk(chunk, lang))];
    assets.scripts.push(...lazyScripts(lazy.manifest, lazy.manifestUrl, used));
    shared.push(...lazyShared(lazy.manifest, rendered.chunks));
  }
  const body =
    rendered.status === 301
      ? ''
      : composeDocument(context.template, {
          rendered: rendered.html,
          registry: task.registry ? pinned : null,
          // Every page carries its menus (the page's code has their names in English only).
          nav: task.nav ?? FALLBACK_NAV,
          ...assets,
          ownScripts: task.own?.scripts,
          manifestLeftToBrowser: loadError && remote ? pinned[exposedModule(remote).remote] : undefined,
          lang,
          shared,
        });
  return {
    status: rendered.status,
    location: rendered.location,
    body,
    degraded: loadError !== undefined || !rendered.complete,
    loadError,
    errors: rendered.errors.map(describeError),
    loadMs,
    renderMs,
  };
}
