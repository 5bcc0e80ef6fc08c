/** remotes.json, `{ name: manifestUrl }`: what an entry may hold, and how a page reads the file. */

/** The browser gives up on remotes.json or a manifest after this long, and the area offers Retry. */
export const FETCH_TIMEOUT_MS = 8000;

const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])$/;

/**
 * Where a remote may be loaded from: an `https:` URL, a path on the shell's own origin (`/x`, not
 * the protocol-relative `//host`), or plain `http:` on this machine only (development, tests).
 */
export function isAllowedRemoteUrl(url: unknown): url is string {
  if (typeof url !== 'string') return false;
  if (/^\/(?![/\\])/.test(url)) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || (parsed.protocol === 'http:' && LOOPBACK.test(parsed.hostname));
  } catch {
    return false;
  }
}

/**
 * `{ name: manifestUrl, ... }`, entry by entry: a bad entry is reported and left out, so one typo
 * does not take every remote down. Throws only when the file is not such an object at all.
 */
export function parseRemotesJson(
  data: unknown,
  warn: (message: string) => void = (m) => console.warn(m),
): Record<string, string> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error('remotes.json must be an object of remote name to manifest URL');
  }
  const remotes: Record<string, string> = {};
  for (const [name, url] of Object.entries(data as Record<string, unknown>)) {
    if (!/^[a-z][a-z0-9_]*$/i.test(name)) warn(`remotes.json: left out "${name.slice(0, 40)}": not a remote name`);
    else if (!isAllowedRemoteUrl(url))
      warn(`remotes.json: left out "${name}": it needs an https URL (or a same-origin path) to its mf-manifest.json`);
    else remotes[name] = url;
  }
  return remotes;
}

/** GETs JSON within `timeoutMs`; a non-2xx answer is an error naming the URL and status. */
export function fetchJson(url: string, timeoutMs = FETCH_TIMEOUT_MS): Promise<unknown> {
  return fetch(url, { signal: AbortSignal.timeout(timeoutMs) }).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json() as Promise<unknown>;
  });
}

/** The id of the remotes.json the shell's server writes into each page it renders (server/src/compose/document.ts). */
export const REMOTES_JSON_ELEMENT_ID = 'remote-registry';

/**
 * A page the server rendered carries its remotes.json, with the remotes it rendered pinned to the very
 * releases it rendered with, so hydration meets the same code. Other pages fetch remotes.json: the
 * server marks it no-cache (revalidated every time); a plain request also lets the browser use the
 * copy spa.html preloads.
 */
export function readRemotesJson(url = '/remotes.json'): Promise<unknown> {
  const embedded = typeof document === 'undefined' ? null : document.getElementById(REMOTES_JSON_ELEMENT_ID);
  if (embedded?.textContent) {
    try {
      return Promise.resolve(JSON.parse(embedded.textContent) as unknown);
    } catch {
      // A broken page: fall back to the deployed file.
    }
  }
  return fetchJson(url);
}
