import type { ComponentType } from 'react';
import { createInstance, registerGlobalPlugins, type ModuleFederation } from '@module-federation/runtime-tools/runtime';
import { sharedScope } from '@ecopanel/shell/remotes';
import { withTimeout } from './bounded';
import { boundedStart, HUNG_MS } from './federationPlugins/boundedStart';
import { freshEntry } from './federationPlugins/freshEntry';
import { guardedCode, type CodeGuard } from './federationPlugins/guardedCode';
import { isHeldFailure, retryAfterFailure } from './federationPlugins/retryAfterFailure';
import type { Release } from '@ecopanel/releases/watch';

/** A load of one remote waits this long at most for the one before it (a new release must not wait on a hung one). */
const QUEUE_WAIT_MS = 200;

/**
 * Loads remotes' Node builds into this thread (the Module Federation runtime for Node, with
 * @module-federation/node's runtime plugin inside each remote's server build), handing them the
 * very React, router and shared-ui this thread renders with.
 *
 * Every release is loaded by a federation instance of its own, made for it, from an entry URL of
 * its own: the runtime keeps one container per remote name and entry and silently reuses it (so a
 * re-registered remote could render an earlier release's code under a newer key, or keep a
 * failed load for good). Loads of one remote run one after another, so the remote's start-up code
 * (build-tools/release/serverPublicPath.ts) always finds the entry being loaded. Timeouts, retries
 * and the guard on code are the runtime plugins below. A failed load is forgotten, with its
 * instance, and `reload` drops a loaded release whose chunk failed (React.lazy keeps a rejected
 * chunk for the life of the module), so the next load of it starts afresh. The runtime
 * cannot unload code (module-federation/core#4160): the render pool ends the whole worker thread
 * after a number of releases instead (renderPool.ts).
 */
export class ServerFederation {
  /** Loads under way or done, by release and exposed module: one load however many requests ask. */
  private readonly modules = new Map<string, Promise<ComponentType>>();
  private readonly instances = new Map<string, ModuleFederation>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private loads = 0;
  /** Per remote, the releases this thread has loaded (their code stays until the thread ends). */
  private readonly loaded = new Map<string, Set<string>>();
  /** Per remote, the releases the site serves now (live and canary); without word, the latest loaded. */
  private readonly kept = new Map<string, ReadonlySet<string>>();
  private readonly latest = new Map<string, string>();
  private readonly wholeLoadMs: number;

  /**
   * The runtime plugins of this thread's federation, as the browser's are (shell/src/remotes/
   * runtimePlugins), one job each: every fetch of code through the guard, every entry loaded afresh
   * through it, a start that hangs given up, a failed release held back before it is tried again.
   * Registered for every instance, the remotes' own included: a remote's chunks are fetched through
   * its own instance's hook (@module-federation/node's plugin inside its server build).
   */
  constructor(guard: CodeGuard, limits: { hungMs?: number; retryAfterMs?: number } = {}) {
    // The container's own start (its `init`) is the one step the runtime has no hook around: a load
    // is bounded as a whole too, at twice the plugins' limit (entry, module and start each bounded).
    this.wholeLoadMs = 2 * (limits.hungMs ?? HUNG_MS);
    registerGlobalPlugins([
      guardedCode(guard),
      freshEntry(guard),
      boundedStart(limits.hungMs),
      retryAfterFailure(limits.retryAfterMs),
    ]);
  }

  /** The releases of `remote` the site serves now: loaded ones among them are not superseded. */
  keep(remote: string, ids: readonly string[]): void {
    this.kept.set(remote, new Set(ids));
  }

  /** `expose` of `release`, within `timeoutMs` (the request's budget; the load itself goes on). */
  load(release: Release, expose: string, timeoutMs: number): Promise<ComponentType> {
    const key = `${release.remote}@${release.id}/${expose}`;
    let module = this.modules.get(key);
    if (!module) {
      const loading = this.serially(release.remote, () => this.fetchModule(release, expose));
      this.modules.set(key, loading);
      loading.catch(() => this.modules.get(key) === loading && this.modules.delete(key));
      module = loading;
    }
    return withTimeout(module, timeoutMs, `loading ${key}`);
  }

  /** Loads `release` afresh next time (one of its chunks failed to load). */
  reload(release: Release): void {
    this.forget(release);
  }

  /**
   * How many times this thread has loaded a release of a remote over an earlier one (whose code it
   * cannot unload): the render pool retires the threads past a number.
   */
  get releasesSuperseded(): number {
    let superseded = 0;
    for (const [remote, ids] of this.loaded) {
      const kept = this.kept.get(remote) ?? new Set([this.latest.get(remote)]);
      for (const id of ids) if (!kept.has(id)) superseded += 1;
    }
    return superseded;
  }

  private forget(release: Release) {
    const prefix = `${release.remote}@${release.id}/`;
    for (const key of [...this.modules.keys()]) if (key.startsWith(prefix)) this.modules.delete(key);
    this.instances.delete(`${release.remote}@${release.id}`);
  }

  private serially<T>(remote: string, task: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(remote) ?? Promise.resolve();
    // A load that hangs holds the next one up for 200 ms at most (a new release must not wait on it).
    const turn = Promise.race([
      previous.catch(() => undefined),
      new Promise((r) => setTimeout(r, QUEUE_WAIT_MS).unref()),
    ]);
    const next = turn.then(task);
    this.queues.set(
      remote,
      next.catch(() => undefined),
    );
    return next;
  }

  private instanceFor(release: Release): ModuleFederation {
    const key = `${release.remote}@${release.id}`;
    let instance = this.instances.get(key);
    if (!instance) {
      this.loads += 1;
      const loaded = this.loaded.get(release.remote) ?? new Set<string>();
      loaded.add(release.id);
      this.loaded.set(release.remote, loaded);
      this.latest.set(release.remote, release.id);
      instance = createInstance({
        name: `shell_server_${this.loads}`,
        remotes: [{ name: release.remote, entry: `${release.serverEntry}?load=${this.loads}` }],
        shared: sharedScope(),
        shareStrategy: 'loaded-first',
      });
      this.instances.set(key, instance);
    }
    return instance;
  }

  private async fetchModule(release: Release, expose: string): Promise<ComponentType> {
    const instance = this.instanceFor(release);
    try {
      // A component: federationPlugins/boundedStart.ts has checked.
      const mod = await withTimeout(
        instance.loadRemote<{ default: ComponentType }>(`${release.remote}/${expose}`),
        this.wholeLoadMs,
        `loading ${release.remote}@${release.id}/${expose}`,
      );
      return mod!.default;
    } catch (error) {
      // The runtime keeps a failed entry in its instance for good: the next load gets an instance of
      // its own. An instance whose load the retry plugin held back loaded nothing and is kept.
      const key = `${release.remote}@${release.id}`;
      if (!isHeldFailure(error) && this.instances.get(key) === instance) this.instances.delete(key);
      throw error;
    }
  }
}
