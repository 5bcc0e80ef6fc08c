/**
 * The one global of remote loading: how the early script (earlyEntry.ts, its own bundle, which runs
 * before `main` has downloaded) passes what it started to `main`. The two bundles share no module
 * instances, and the requests are still under way when `main` runs, so what is handed over are the
 * requests themselves.
 */
export interface EarlyLoads {
  /** remotes.json, as the page reads it (see readRemotesJson). */
  remotesJson: Promise<unknown>;
  /** The manifest of the remote the page opens with, by URL; each is taken once (a Retry must go to the network). */
  manifests: Map<string, Promise<unknown>>;
}

declare global {
  // A `var` is what declares a property of globalThis.
  var __ecopanelEarlyLoads: EarlyLoads | undefined;
}

/** Called by the early script only. */
export function handOverEarlyLoads(loads: EarlyLoads): void {
  globalThis.__ecopanelEarlyLoads = loads;
}

/** remotes.json as the early script requested it; undefined if that script did not run. */
export function earlyRemotesJson(): Promise<unknown> | undefined {
  return globalThis.__ecopanelEarlyLoads?.remotesJson;
}

/** The manifest the early script fetched for `url`, once; undefined if it did not. */
export function takeEarlyManifest(url: string): Promise<unknown> | undefined {
  const manifests = globalThis.__ecopanelEarlyLoads?.manifests;
  const manifest = manifests?.get(url);
  manifests?.delete(url);
  return manifest;
}
