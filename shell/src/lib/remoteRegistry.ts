import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { early } from './earlyRemote';
import { fetchJson, fetchRegistryJson, parseRegistry } from './registry';

export { fetchRegistryJson, parseRegistry };

/**
 * Where each remote lives is decided at deploy time by `remotes.json` (served beside the shell,
 * never cached), not at build time: a remote team moves or releases its app without a shell build.
 */
export type RegistryState =
  | { ok: true; remotes: Record<string, string> }
  | { ok: false; reason: string };

let ready: Promise<RegistryState> | undefined;
let federation: Promise<ModuleFederation> | undefined;

/** Starts reading the registry; called once, as early as possible, so it overlaps the app's download. */
export function startRemoteRegistry(load: () => Promise<unknown>): Promise<RegistryState> {
  federation = undefined;
  ready = load()
    .then((data) => ({ ok: true as const, remotes: parseRegistry(data) }))
    .catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      console.error('Remote registry unavailable:', reason);
      return { ok: false as const, reason };
    });
  return ready;
}

export function remoteRegistry(): Promise<RegistryState> {
  // The early script (src/early.ts) has usually asked for it already, before this bundle arrived.
  if (!ready) ready = startRemoteRegistry(() => early()?.registry ?? fetchRegistryJson());
  return ready;
}

/**
 * What a Retry loads: the deployed remotes.json, read again. A failed read must not be reused, and
 * neither may the release the server pinned in the page: its files failed once already, and the
 * browser would answer a second request for the same URL from that failed preload.
 */
async function registryForRetry(): Promise<RegistryState> {
  const state = await remoteRegistry();
  if (!state.ok) return startRemoteRegistry(() => fetchJson('/remotes.json'));
  try {
    return { ok: true, remotes: { ...state.remotes, ...parseRegistry(await fetchJson('/remotes.json')) } };
  } catch {
    return state;
  }
}

/**
 * The Module Federation runtime, created on the first remote a page needs. It is a separate chunk,
 * so a page whose remotes are all below the fold (home) ships none of it in its first load.
 */
export function remoteRuntime(): Promise<ModuleFederation> {
  if (!federation) {
    federation = Promise.all([remoteRegistry(), import(/* webpackChunkName: "federation" */ './federation')]).then(
      ([state, { createFederation }]) => createFederation(state.ok ? state.remotes : {}),
    );
    // A failed chunk load must not be cached for good: the next attempt retries.
    federation.catch(() => {
      federation = undefined;
    });
  }
  return federation;
}

/** Forget a failed remote (and a failed remotes.json) so the next load fetches them again. */
export async function refreshRemote(name: string): Promise<void> {
  const state = await registryForRetry();
  const entry = state.ok ? state.remotes[name] : undefined;
  if (entry) (await remoteRuntime()).registerRemotes([{ name, entry }], { force: true });
}
