import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-tools/runtime';
import { fetchText } from '../bounded';

/** Code is fetched for longer than one request's budget, so a cold start on a busy machine still completes. */
export const CODE_TIMEOUT_MS = 5000;
export const CODE_MAX_BYTES = 8 * 1024 * 1024;

export interface CodeGuard {
  /** The origins the deployed registry names: code comes from nowhere else. */
  allowedOrigins: () => ReadonlySet<string>;
  /** Hears of each fetch that failed, so a release whose chunk failed can be loaded afresh (React.lazy keeps a rejected chunk for good). */
  onFailure?: (url: string, error: unknown) => void;
}

/**
 * A remote's code as the render thread takes it: only from an origin of the registry, no
 * redirects, a 2xx status (a 404 page is never run), 8 MiB and 5 s at most (TOOLCHAIN: the runtime
 * for Node has no timeout anywhere, and runs whatever text comes back).
 */
export function fetchCode(guard: CodeGuard, url: string): Promise<string> {
  const fetched = (async () => {
    if (!guard.allowedOrigins().has(new URL(url).origin)) throw new Error(`${url}: not an origin of the registry`);
    return fetchText(url, { timeoutMs: CODE_TIMEOUT_MS, maxBytes: CODE_MAX_BYTES, accept: '*/*' });
  })();
  fetched.catch((error: unknown) => guard.onFailure?.(url, error));
  return fetched;
}

/**
 * Every fetch of the federation runtime (a remote's chunks, which @module-federation/node's plugin
 * inside each remote's server build asks its instance's `fetch` hook for) goes through the guard;
 * a refusal fails that load instead of falling back to the platform's fetch.
 */
export function guardedCode(guard: CodeGuard): ModuleFederationRuntimePlugin {
  return {
    name: 'ecopanel-guarded-code',
    fetch: async (url) => new Response(await fetchCode(guard, url), { status: 200 }),
  };
}
