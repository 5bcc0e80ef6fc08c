/** remotes.json: `{ name: manifestUrl }`, read at run time (see remoteRegistry). */

/** Throws unless `data` is `{ name: manifestUrl, ... }` with http(s) URLs. */
export function parseRegistry(data: unknown): Record<string, string> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error('remotes.json must be an object of remote name to manifest URL');
  }
  const entries = Object.entries(data as Record<string, unknown>);
  for (const [name, url] of entries) {
    if (!/^[a-z][a-z0-9_]*$/i.test(name)) throw new Error(`remotes.json: bad remote name "${name}"`);
    if (typeof url !== 'string' || !/^https?:\/\/|^\//.test(url)) {
      throw new Error(`remotes.json: remote "${name}" needs an http(s) URL to its mf-manifest.json`);
    }
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

/** GETs JSON; a non-2xx answer is an error naming the URL and status. */
export function fetchJson(url: string): Promise<unknown> {
  return fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json() as Promise<unknown>;
  });
}

/**
 * Marks the head tags (meta, canonical) the shell's server rendered for the page. React 19 adopts
 * such tags when it hydrates, but not always when they belong to a part that hydrates later (a
 * remote, a lazy page): it then adds its own and the page ends with two canonicals. The browser
 * removes the server's before hydrating (bootstrap.tsx); crawlers and link previews, which run no
 * script, read them.
 */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';

/** The id of the registry the shell's server writes into each page it renders (ssr/document.ts). */
export const REGISTRY_ELEMENT_ID = 'remote-registry';

/**
 * A page the server rendered carries its registry, with the remotes it rendered pinned to the very
 * releases it rendered with, so hydration meets the same code. Other pages fetch remotes.json: the
 * server marks it no-cache (revalidated every time); a plain request also lets the browser use the
 * copy spa.html preloads.
 */
export function fetchRegistryJson(url = '/remotes.json'): Promise<unknown> {
  const embedded = typeof document === 'undefined' ? null : document.getElementById(REGISTRY_ELEMENT_ID);
  if (embedded?.textContent) {
    try {
      return Promise.resolve(JSON.parse(embedded.textContent) as unknown);
    } catch {
      // A broken page: fall back to the deployed file.
    }
  }
  return fetchJson(url);
}
