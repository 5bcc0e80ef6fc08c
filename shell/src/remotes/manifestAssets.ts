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
 * CSS of the expose's lazy pages, beside the manifest: small, and painting a lazy page's HTML right
 * (the shell's server renders it) needs it before first paint.
 */
export function lazyStyles(json: unknown, manifestUrl: string, expose: string): string[] {
  const files = exposeOf(manifestOf(json), expose)?.assets?.css?.async ?? [];
  return files.map((file) => new URL(file, new URL('.', manifestUrl)).href);
}
