import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-tools/runtime';
import { takeEarlyManifest } from '../earlyHandOff';
import { FETCH_TIMEOUT_MS } from '../remotesJson';

/**
 * Every manifest the runtime asks for, bounded in time (a remote that never answers gets its
 * message and Retry, RemoteSlot), and the one the early script already fetched handed over instead
 * of asked again. One plugin for both: the runtime calls every plugin's `fetch` in turn (AsyncHook),
 * so a second plugin with its own fetch would request each manifest twice.
 */
export function boundedFetch(timeoutMs = FETCH_TIMEOUT_MS): ModuleFederationRuntimePlugin {
  const request = (url: string) => fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  return {
    name: 'ecopanel-bounded-fetch',
    fetch(url) {
      const early = takeEarlyManifest(url);
      if (!early) return request(url);
      // If the early request failed, ask again: the runtime reports what that answer brings.
      return early.then(
        (json) => new Response(JSON.stringify(json), { headers: { 'content-type': 'application/json' } }),
        () => request(url),
      );
    },
  };
}
