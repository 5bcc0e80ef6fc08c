import type { ComponentType } from 'react';
import { createInstance, type ModuleFederation } from '@module-federation/runtime-tools/runtime';
import { sharedScope } from '../remotes';
import { withTimeout } from './bounded';
import type { Release } from './remoteReleases';

/** Releases whose modules stay loaded per remote: the current one and the one before it. */
const KEPT_RELEASES = 2;
/**
 * A load that outlives a request's budget goes on, so the next request finds the module (a cold
 * start on a busy machine can take longer than one budget); past this it is taken as hung.
 */
const HUNG_MS = 15_000;

/**
 * Loads remotes' Node builds into the shell's server (the Module Federation runtime for Node, with
 * @module-federation/node's runtime plugin inside each remote's server build). The remotes get the
 * very React, router and shared-ui this server renders with, as in the browser. A module is kept
 * per release, so a new release is picked up without a restart and an old one is not re-fetched.
 */
export class ServerFederation {
  private readonly instance: ModuleFederation;
  private readonly registered = new Map<string, string>();
  private readonly modules = new Map<string, { module: Promise<ComponentType>; started: number }>();
  private readonly releasesSeen = new Map<string, string[]>();

  constructor() {
    this.instance = createInstance({
      name: 'shell_server',
      remotes: [],
      shared: sharedScope(),
      shareStrategy: 'loaded-first',
    });
  }

  /** `expose` of `release`, within `timeoutMs`; a failed or timed-out load is forgotten, so the next request tries again. */
  load(release: Release, expose: string, timeoutMs: number): Promise<ComponentType> {
    const key = `${release.remote}@${release.id}/${expose}`;
    let entry = this.modules.get(key);
    if (!entry) {
      entry = { module: this.fetchModule(release, expose), started: Date.now() };
      this.modules.set(key, entry);
      this.remember(release);
      entry.module.catch(() => this.forget(release, key));
    }
    const { module, started } = entry;
    return withTimeout(module, timeoutMs, `loading ${key}`).catch((error: unknown) => {
      // A hung load stays hung: drop it, and register the remote afresh next time.
      if (Date.now() - started > HUNG_MS) this.forget(release, key);
      throw error;
    });
  }

  private async fetchModule(release: Release, expose: string): Promise<ComponentType> {
    if (this.registered.get(release.remote) !== release.serverEntry) {
      // `force` replaces the previous release's entry; its modules already loaded keep working.
      this.instance.registerRemotes([{ name: release.remote, entry: release.serverEntry }], {
        force: this.registered.has(release.remote),
      });
      this.registered.set(release.remote, release.serverEntry);
    }
    const mod = await this.instance.loadRemote<{ default?: ComponentType }>(`${release.remote}/${expose}`);
    if (!mod || typeof mod.default !== 'function')
      throw new Error(`${release.remote}/${expose} has no default component`);
    return mod.default;
  }

  private forget(release: Release, key: string) {
    this.modules.delete(key);
    this.registered.delete(release.remote);
  }

  private remember(release: Release) {
    const seen = this.releasesSeen.get(release.remote) ?? [];
    if (!seen.includes(release.id)) seen.push(release.id);
    while (seen.length > KEPT_RELEASES) {
      const old = seen.shift()!;
      for (const k of [...this.modules.keys()]) if (k.startsWith(`${release.remote}@${old}/`)) this.modules.delete(k);
    }
    this.releasesSeen.set(release.remote, seen);
  }
}
