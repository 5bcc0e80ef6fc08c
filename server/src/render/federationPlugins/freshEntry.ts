import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-tools/runtime';
import { fetchCode, type CodeGuard } from './guardedCode';

/** What the runtime takes from an entry (its container: `get` and `init`). */
type EntryExports = Exclude<Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>>, void>;

type Globals = Record<string, unknown> & { __FEDERATION__?: { __INSTANCES__?: { name: string }[] } };

/**
 * Before a release's entry starts, the runtime's instances of its remote's name go: its start-up
 * joins the instance of its name if there is one, keeping the runtime plugins of the first release
 * that made it (whose chunk loader is not this release's). Releases already started keep theirs.
 */
function forgetEarlierStarts(name: string) {
  const registered = (globalThis as Globals).__FEDERATION__?.__INSTANCES__ ?? [];
  for (let i = registered.length - 1; i >= 0; i--) if (registered[i]!.name === name) registered.splice(i, 1);
}

/** Built-in modules, which a remote's server entry asks for (fs, path, vm for its chunks). */
const nodeRequire = createRequire(path.join(process.cwd(), 'index.js'));

/** Runs an entry's text as the runtime for Node runs it (a CommonJS wrapper in this context), returning its container. */
function runEntry(text: string, url: string, globalName: string | undefined) {
  const { pathname } = new URL(url);
  const script = new vm.Script(`(function(exports, module, require, __dirname, __filename) {${text}\n})`, {
    filename: path.posix.basename(pathname),
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const module = { exports: {} as Record<string, unknown> };
  (script.runInThisContext() as (...args: unknown[]) => void)(
    module.exports,
    module,
    nodeRequire,
    path.posix.dirname(pathname),
    path.posix.basename(pathname),
  );
  return (globalName && module.exports[globalName]) || module.exports;
}

/**
 * Every remote entry is loaded afresh, through the guard: the runtime's own loader for Node takes
 * an entry from a global of the remote's name if one is there (an earlier release's) and fetches
 * with the platform's fetch. Each release is loaded by an instance made for it, from an entry URL
 * of its own (serverFederation.ts), so what this returns is that release's container.
 */
export function freshEntry(guard: CodeGuard): ModuleFederationRuntimePlugin {
  return {
    name: 'ecopanel-fresh-entry',
    async loadEntry({ remoteInfo }) {
      const text = await fetchCode(guard, remoteInfo.entry);
      forgetEarlierStarts(remoteInfo.name);
      return runEntry(text, remoteInfo.entry, remoteInfo.entryGlobalName) as EntryExports;
    },
  };
}
