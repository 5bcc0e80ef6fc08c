import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-tools/runtime';
import { withTimeout } from '../bounded';

/**
 * A remote's own code that has not started an exposed module after this is taken as hung, and the
 * load fails (then retryAfterFailure.ts tries it again). The fetches of its code have their own,
 * shorter limit (guardedCode.ts), so this catches only code that never finishes starting.
 */
export const HUNG_MS = 15_000;

/**
 * Timeouts, in the runtime's load pipeline: getting an exposed module's factory from a release's
 * container, and running that factory, each end within `ms` (TOOLCHAIN: the runtime for Node waits
 * for ever), and what starts is a component. A start that fails any of these is a failed load, which
 * the retry plugin holds back like any other.
 */
export function boundedStart(ms = HUNG_MS): ModuleFederationRuntimePlugin {
  return {
    name: 'ecopanel-bounded-start',
    async getModuleFactory({ remoteEntryExports, expose, moduleInfo }) {
      const what = `${moduleInfo.name}/${expose.replace(/^\.\//, '')}`;
      const factory = await withTimeout(Promise.resolve(remoteEntryExports.get(expose)), ms, `getting ${what}`);
      if (typeof factory !== 'function') throw new Error(`${what} is not exposed by ${moduleInfo.entry}`);
      return async () => {
        const started = (await withTimeout(Promise.resolve(factory()), ms, `starting ${what}`)) as {
          default?: unknown;
        };
        if (typeof started?.default !== 'function') throw new Error(`${what} has no default component`);
        return started;
      };
    },
  };
}
