import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-tools/runtime';
import { exposedModule, type RemoteId } from '../remoteId';

/** Remotes a visitor asked to try again (RemoteSlot's Retry), looked up afresh on their next request. */
const toRetry = new Set<string>();

/** Marks a remote whose part failed: its next request finds it again before loading. */
export function retryRemote(name: string): void {
  toRetry.add(name);
}

/**
 * Retry, in the runtime's request pipeline: the next request of a remote marked by `retryRemote`
 * first looks the remote up afresh (`lookUp`: the deployed remotes.json, read again) and registers
 * it anew (`force`), so the runtime forgets the manifest and entry that failed, and a fixed or moved
 * release is the one loaded. The release the server pinned in the page is not reused: its files
 * failed once, and the browser would answer a second request for them from the failed preload.
 */
export function lookUpAfresh(lookUp: (name: string) => Promise<string | undefined>): ModuleFederationRuntimePlugin {
  return {
    name: 'ecopanel-retry',
    async beforeRequest(args) {
      const { remote: name } = exposedModule(args.id as RemoteId);
      if (name && toRetry.delete(name)) {
        const entry = await lookUp(name);
        if (entry) args.origin.registerRemotes([{ name, entry }], { force: true });
      }
      return args;
    },
  };
}
