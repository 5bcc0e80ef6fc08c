import type { ComponentType } from 'react';
import { federationRuntime } from './federationRuntime';
import { remoteList } from './remoteList';

import { exposedModule, type RemoteId } from './remoteId';

export type { RemoteId } from './remoteId';

/** The default export of a remote module, for React.lazy; rejects when the remote is not listed or fails. */
export async function loadRemoteComponent(id: RemoteId): Promise<{ default: ComponentType }> {
  const { remote: name } = exposedModule(id);
  const list = await remoteList();
  if (!list.ok) throw new Error(`remote registry unavailable: ${list.reason}`);
  if (!name || !(name in list.remotes)) throw new Error(`"${name}" is not listed in remotes.json`);
  const mod = await (await federationRuntime()).loadRemote<{ default?: ComponentType }>(id);
  if (!mod || typeof mod.default !== 'function') throw new Error(`${id} has no default component`);
  return { default: mod.default };
}
