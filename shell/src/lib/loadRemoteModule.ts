import type { ComponentType } from 'react';
import { remoteRegistry, remoteRuntime } from './remoteRegistry';

/** `remote/Module`, as exposed by a remote's `./Module`. */
export type RemoteId = `${string}/${string}`;

export async function loadRemoteComponent(id: RemoteId): Promise<{ default: ComponentType }> {
  const [name] = id.split('/');
  const state = await remoteRegistry();
  if (!state.ok) throw new Error(`remote registry unavailable: ${state.reason}`);
  if (!name || !(name in state.remotes)) throw new Error(`"${name}" is not listed in remotes.json`);
  const mod = await (await remoteRuntime()).loadRemote<{ default?: ComponentType }>(id);
  if (!mod || typeof mod.default !== 'function') throw new Error(`${id} has no default component`);
  return { default: mod.default };
}
