import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-tools/runtime';
import { FETCH_TIMEOUT_MS } from '../remotesJson';

/**
 * Every manifest the runtime asks for, bounded in time: a remote that never answers gets its
 * message and Retry (RemoteSlot) instead of a page that waits for ever.
 */
export function boundedFetch(timeoutMs = FETCH_TIMEOUT_MS): ModuleFederationRuntimePlugin {
  return {
    name: 'ecopanel-bounded-fetch',
    fetch: (url) => fetch(url, { signal: AbortSignal.timeout(timeoutMs) }),
  };
}
