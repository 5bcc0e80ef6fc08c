import {
  createInstance,
  type ModuleFederation,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/runtime-tools/runtime';
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';
import { takeEarlyManifest } from './earlyHandOff';
import { FETCH_TIMEOUT_MS } from './remotesJson';
import { sharedScope } from './sharedScope';

/**
 * The shell is a plain rspack app (no federation build plugin, so its first load carries no MF
 * runtime); this chunk, loaded with the first remote (federationRuntime.ts), creates the host
 * instance at runtime and hands the remotes the shell's own React, router and shared-ui as singletons.
 */
export function createFederation(remotes: Record<string, string>): ModuleFederation {
  // Remotes are built with `externalRuntime`: they use this runtime core instead of their own copy.
  const g = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
  g._FEDERATION_RUNTIME_CORE ??= runtimeCore;
  return createInstance({
    name: 'shell',
    remotes: Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    shared: sharedScope(),
    // A dead remote must not stall the others: only load what a page asks for, when it asks.
    shareStrategy: 'loaded-first',
    plugins: [earlyManifests()],
  });
}

/** Hands the runtime a manifest the early script already fetched, instead of asking for it again. */
export function earlyManifests(): ModuleFederationRuntimePlugin {
  return {
    name: 'ecopanel-early-manifests',
    fetch(url) {
      const manifest = takeEarlyManifest(url);
      // Every manifest request is bounded: a remote that never answers gets its message and Retry.
      if (!manifest) return fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      // If the early request failed, ask again: the runtime reports what that answer brings.
      return manifest.then(
        (json) => new Response(JSON.stringify(json), { headers: { 'content-type': 'application/json' } }),
        () => fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }),
      );
    },
  };
}
