import { fetchText } from './bounded';

/** Code is fetched for longer than one request's budget, so a cold start on a busy machine still completes. */
export const CODE_TIMEOUT_MS = 5000;
export const CODE_MAX_BYTES = 8 * 1024 * 1024;

/**
 * The Module Federation runtime for Node fetches remote entries and chunks with the global `fetch`
 * and runs whatever text comes back: a 404 page, a redirect to another host, or an endless body
 * would be run or would hang the load (TOOLCHAIN: no timeout anywhere). In the render worker the
 * global `fetch` is this one: no redirects, a 2xx status or an error, a size cap and a timeout, and
 * only to the origins the deployed registry names. `onFailure` hears of each failed fetch, so a
 * release whose chunk failed can be loaded afresh (React.lazy keeps a rejected chunk for good).
 */
export function installGuardedFetch(o: {
  allowedOrigins: () => ReadonlySet<string>;
  onFailure?: (url: string, error: unknown) => void;
}): void {
  const guarded = async (input: string | URL | Request): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    try {
      const origin = new URL(url).origin;
      if (!o.allowedOrigins().has(origin)) throw new Error(`${url}: not an origin of the registry`);
      const text = await fetchText(url, { timeoutMs: CODE_TIMEOUT_MS, maxBytes: CODE_MAX_BYTES, accept: '*/*' });
      return new Response(text, { status: 200 });
    } catch (error) {
      o.onFailure?.(url, error);
      throw error;
    }
  };
  globalThis.fetch = guarded as typeof fetch;
}
