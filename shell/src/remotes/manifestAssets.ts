import type { Manifest, ManifestExpose } from '@module-federation/sdk';

/**
 * What a remote's mf-manifest.json (written by the Module Federation build plugin, typed by its
 * SDK) says a page needs. The JSON comes over the network: each reader checks the part it uses.
 */
function manifestOf(json: unknown): Partial<Manifest> {
  return (json ?? {}) as Partial<Manifest>;
}

function exposeOf(manifest: Partial<Manifest>, expose: string): ManifestExpose | undefined {
  return Array.isArray(manifest.exposes)
    ? manifest.exposes.find((e) => e.name === expose || e.name === `./${expose}`)
    : undefined;
}

/** What rendering `expose` needs first, as absolute URLs: remoteEntry and the expose's own files. */
export function exposeAssets(
  json: unknown,
  manifestUrl: string,
  expose: string,
): { scripts: string[]; styles: string[] } {
  const manifest = manifestOf(json);
  const metaData = manifest.metaData;
  // A public path computed at run time cannot be known here: leave that remote to the runtime.
  if (!metaData?.remoteEntry?.name || ('getPublicPath' in metaData && metaData.getPublicPath))
    return { scripts: [], styles: [] };
  const publicPath = 'publicPath' in metaData ? metaData.publicPath : undefined;
  const base = new URL(!publicPath || publicPath === 'auto' ? '.' : publicPath, manifestUrl);
  const url = (file: string) => new URL(file, base).href;
  const entry = [metaData.remoteEntry.path, metaData.remoteEntry.name].filter(Boolean).join('/');
  const assets = exposeOf(manifest, expose)?.assets;
  return {
    scripts: [url(entry)].concat((assets?.js?.sync ?? []).map(url)),
    styles: (assets?.css?.sync ?? []).map(url),
  };
}

/**
 * The files of each named lazy chunk (`"lazyChunks": {"page-faq": {"js": [...], "css": [...]}}`),
 * which every remote's build writes into its manifest (build-tools/lazyChunks.ts). Null when the
 * manifest has no such table (a release built before it): then nothing can be told apart.
 */
function lazyChunksOf(
  manifest: Partial<Manifest>,
): Record<string, { js: string[]; css: string[]; shared: string[] }> | null {
  const table = (manifest as { lazyChunks?: unknown }).lazyChunks;
  if (!table || typeof table !== 'object' || Array.isArray(table)) return null;
  const files = (value: unknown) =>
    Array.isArray(value) ? value.filter((file): file is string => typeof file === 'string') : [];
  return Object.fromEntries(
    Object.entries(table as Record<string, { js?: unknown; css?: unknown; shared?: unknown } | null>).map(
      ([name, entry]) => [name, { js: files(entry?.js), css: files(entry?.css), shared: files(entry?.shared) }],
    ),
  );
}

/**
 * CSS of the expose's lazy pages, beside the manifest: painting a lazy page's HTML right (the
 * shell's server renders it) needs it before first paint. With `usedChunks` (the names of the lazy
 * chunks the render used, reported through shared-ui's `RenderedChunksProvider`), only those
 * chunks' CSS: a product page does not wait for the calculator's. Without it, or with a manifest
 * that does not list its lazy chunks, the CSS of all of them (a page painted right beats a lighter one).
 */
export function lazyStyles(
  json: unknown,
  manifestUrl: string,
  expose: string,
  usedChunks?: Iterable<string>,
): string[] {
  const manifest = manifestOf(json);
  const all = exposeOf(manifest, expose)?.assets?.css?.async ?? [];
  const table = usedChunks ? lazyChunksOf(manifest) : null;
  const files = table
    ? [...new Set([...usedChunks!].flatMap((chunk) => table[chunk]?.css ?? []))].filter((file) => all.includes(file))
    : all;
  return files.map((file) => new URL(file, new URL('.', manifestUrl)).href);
}

/**
 * The chunk of an app's catalog in a language: every app names it so in its src/i18n/catalog.ts
 * (`webpackChunkName: "i18n-si"`), and its manifest lists it with the lazy pages.
 */
export const catalogChunk = (lang: string) => `i18n-${lang}`;

/**
 * The chunk of a lazy page's own catalog in a language (a part's text only that page loads, as the
 * calculator's worked steps): the page's chunk name with the language's catalog chunk after it,
 * `page-calculator-i18n-si`, so the manifest lists it with the lazy pages and a page in that
 * language that rendered the page's chunk preloads its text too.
 */
export const pageCatalogChunk = (chunk: string, lang: string) => `${chunk}-${catalogChunk(lang)}`;

/**
 * Scripts of the lazy chunks the render used (see `lazyStyles`), to preload from <head>: hydrating
 * the page then does not wait for the remote's code to ask for them.
 */
export function lazyScripts(json: unknown, manifestUrl: string, usedChunks: Iterable<string>): string[] {
  const table = lazyChunksOf(manifestOf(json));
  if (!table) return [];
  const files = new Set([...usedChunks].flatMap((chunk) => table[chunk]?.js ?? []));
  return [...files].map((file) => new URL(file, new URL('.', manifestUrl)).href);
}

/**
 * The shared modules (share keys) the lazy chunks the render used take from the host when they
 * load, as the remote's build listed them (build-tools/lazyChunks.ts): the page preloads the
 * shell's files of those, so hydrating it does not wait for the remote's code to ask for them.
 */
export function lazyShared(json: unknown, usedChunks: Iterable<string>): string[] {
  const table = lazyChunksOf(manifestOf(json));
  if (!table) return [];
  return [...new Set([...usedChunks].flatMap((chunk) => table[chunk]?.shared ?? []))];
}
