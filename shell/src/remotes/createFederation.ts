import { createInstance, type ModuleFederation } from '@module-federation/runtime-tools/runtime';
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';
import { deployedEntry } from './remoteList';
import { boundedFetch } from './runtimePlugins/boundedFetch';
import { lookUpAfresh } from './runtimePlugins/lookUpAfresh';
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
    // The site's runtime plugins, one job each (runtimePlugins/).
    plugins: [boundedFetch(), lookUpAfresh(deployedEntry)],
  });
}
