import type { ModuleFederation } from '@module-federation/runtime-tools/runtime';
import { remoteList, remoteListForRetry, type RemoteList } from './remoteList';

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

/** Forgets a failed remote (and a failed remotes.json) so the next load fetches them again. */
export function reregisterRemote(name: string): Promise<void> {
  return remoteListForRetry().then((list) => {
    const entry = list.ok ? list.remotes[name] : undefined;
    if (entry)
      return federationRuntime().then((runtime) => void runtime.registerRemotes([{ name, entry }], { force: true }));
  });
}
