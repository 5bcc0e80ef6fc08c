import { remoteRouteFor } from '../data/remoteRoutes';
import { fetchJson, fetchRegistryJson, parseRegistry } from './registry';

/**
 * A remote route's first paint waits on a chain: remotes.json, then the remote's mf-manifest.json,
 * then its remoteEntry and page chunks. The early script (src/early.ts, a few hundred bytes that run
 * before the main bundle has even downloaded) walks that chain at once for the route being opened;
 * the main bundle then picks up what it started instead of asking again.
 */
export interface EarlyLoads {
  registry: Promise<unknown>;
  /** Manifest JSON by URL, each handed over once (a later Retry fetches afresh). */
  manifests: Map<string, Promise<unknown>>;
}

const KEY = '__ecopanelEarlyLoads';
type WithEarly = typeof globalThis & { [KEY]?: EarlyLoads };

export const early = (): EarlyLoads | undefined => (globalThis as WithEarly)[KEY];

/** The manifest the early script fetched for `url`, once; undefined if it did not. */
export function takeEarlyManifest(url: string): Promise<unknown> | undefined {
  const manifests = early()?.manifests;
  const manifest = manifests?.get(url);
  manifests?.delete(url);
  return manifest;
}

interface Manifest {
  metaData?: { publicPath?: string; getPublicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** What rendering `expose` needs first, as absolute URLs: remoteEntry and the expose's own files. */
export function exposeAssets(manifest: unknown, manifestUrl: string, expose: string): { scripts: string[]; styles: string[] } {
  const { metaData, exposes } = (manifest ?? {}) as Manifest;
  // A public path computed at run time cannot be known here: leave that remote to the runtime.
  if (!metaData?.remoteEntry?.name || metaData.getPublicPath) return { scripts: [], styles: [] };
  const base = new URL(!metaData.publicPath || metaData.publicPath === 'auto' ? '.' : metaData.publicPath, manifestUrl);
  const url = (file: string) => new URL(file, base).href;
  const entry = [metaData.remoteEntry.path, metaData.remoteEntry.name].filter(Boolean).join('/');
  const assets = exposes?.find((e) => e.name === expose || e.name === `./${expose}`)?.assets;
  return {
    scripts: [url(entry), ...(assets?.js?.sync ?? []).map(url)],
    styles: (assets?.css?.sync ?? []).map(url),
  };
}

function preload(doc: Document, href: string, as: 'script' | 'style') {
  const link = doc.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', as);
  link.setAttribute('href', href);
  doc.head.appendChild(link);
}

/** Starts the chain for `pathname` and leaves it where the main bundle will look (see `early`). */
export function startEarlyLoads(pathname: string, doc: Document = document): EarlyLoads {
  const loads: EarlyLoads = { registry: fetchRegistryJson(), manifests: new Map() };
  (globalThis as WithEarly)[KEY] = loads;
  // Failures are the main bundle's to report (it reads the same promises); none is left unhandled.
  loads.registry.catch(() => undefined);
  const route = remoteRouteFor(pathname);
  if (!route) return loads;
  const [name = '', expose = ''] = route.remote.split('/');
  void loads.registry
    .then((data) => {
      const url = parseRegistry(data)[name];
      if (!url) return;
      const manifest = fetchJson(url);
      loads.manifests.set(url, manifest);
      return manifest.then((json) => {
        const { scripts, styles } = exposeAssets(json, url, expose);
        scripts.forEach((href) => preload(doc, href, 'script'));
        styles.forEach((href) => preload(doc, href, 'style'));
      });
    })
    .catch(() => undefined);
  return loads;
}
