import type { ModuleFederation } from '@module-federation/runtime-tools/runtime';
import { remoteList, type RemoteList } from './remoteList';

let built: { from: Promise<RemoteList>; runtime: Promise<ModuleFederation> } | undefined;

/**
 * The Module Federation runtime, created on the first remote a page needs (and again if the remote
 * list is read afresh). It is a separate chunk, so a page whose remotes are all below the fold
 * (home) ships none of it in its first load.
 */
export function federationRuntime(): Promise<ModuleFederation> {
  const list = remoteList();
  if (built?.from !== list) {
    const runtime = Promise.all([list, import(/* webpackChunkName: "federation" */ './createFederation')]).then(
      ([state, { createFederation }]) => createFederation(state.ok ? state.remotes : {}),
    );
    built = { from: list, runtime };
    // A failed chunk load must not be cached for good: the next attempt retries.
    runtime.catch(() => {
      if (built?.runtime === runtime) built = undefined;
    });
  }
  return built.runtime;
}
