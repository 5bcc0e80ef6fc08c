/**
 * What a page's beacons say of it besides what its token names (the server files them under the
 * token's remote and release, and tells a remote's part it left to the browser by that token:
 * server/src/vitals/vitals.ts): whether the server's HTML was there to hydrate.
 */
export interface PageTags {
  /** server: hydrated from the server's HTML; client: no server HTML, rendered by the browser. */
  rendering: 'server' | 'client';
}

/** Read once, before hydration fills an empty root. */
export function pageTags(doc: Document): PageTags {
  return { rendering: doc.getElementById('root')?.hasChildNodes() ? 'server' : 'client' };
}
