import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/runtime-tools/runtime';

/** A failed load is answered from memory this long before it is tried again (a broken release costs one load, not one per request). */
export const RETRY_AFTER_MS = 2000;

/** What a load held back by `retryAfterFailure` fails with: the failure it is answered from, not a new one. */
export class HeldFailure extends Error {
  constructor(release: string, ago: number, afterMs: number, cause: unknown) {
    super(
      `${release} is held back: it failed ${ago} ms ago and is loaded again ${afterMs} ms after (${(cause as Error)?.message ?? cause})`,
      {
        cause,
      },
    );
    this.name = 'HeldFailure';
    // The runtime logs each one: a line, not a stack (the failure it repeats was logged in full).
    this.stack = `${this.name}: ${this.message}`;
  }
}

export const isHeldFailure = (error: unknown): boolean => (error as Error | undefined)?.name === 'HeldFailure';

/** The release a request is for: its remote's entry in the requesting instance, without the per-load query (serverFederation.ts). */
function releaseOf(id: string, origin: ModuleFederation): string | undefined {
  const name = id.split('/')[0];
  const remote = origin.options.remotes.find((r) => r.name === name);
  if (!remote || !('entry' in remote) || !URL.canParse(remote.entry)) return undefined;
  const entry = new URL(remote.entry);
  entry.search = '';
  return entry.href;
}

/**
 * Retries, in the runtime's request pipeline, as the browser's are (shell/src/remotes/runtimePlugins):
 * a release whose load failed is answered with that failure for `afterMs`, and then loaded again
 * (serverFederation.ts makes the next load an instance of its own, as the runtime keeps a failed
 * entry for good). One record serves every instance of the thread, keyed by release, so a failed
 * canary never holds back the live release of its remote.
 */
export function retryAfterFailure(afterMs = RETRY_AFTER_MS, now = Date.now): ModuleFederationRuntimePlugin {
  const failed = new Map<string, { at: number; error: unknown }>();
  return {
    name: 'ecopanel-retry-after',
    async beforeRequest(args) {
      const release = releaseOf(args.id, args.origin);
      const failure = release && failed.get(release);
      if (release && failure) {
        const ago = now() - failure.at;
        if (ago < afterMs) throw new HeldFailure(release, ago, afterMs, failure.error);
        failed.delete(release);
      }
      return args;
    },
    async errorLoadRemote({ id, error, origin }) {
      const release = releaseOf(id, origin);
      if (!release || isHeldFailure(error)) return undefined;
      failed.set(release, { at: now(), error });
      // Forget failures long past (releases that were never asked for again).
      for (const [key, { at }] of failed) if (now() - at > 60 * afterMs) failed.delete(key);
      return undefined;
    },
  };
}
