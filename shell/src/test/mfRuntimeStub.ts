import path from 'node:path';
import { REMOTES } from '../data/apps';

/**
 * Stands in for the Module Federation runtime in jest: loadRemote imports each remote's exposed
 * module from source, so the shell's composition is tested without servers. Tests can make a
 * remote fail with `loadRemote.mockImplementationOnce(...)`.
 */
const exposed: Record<string, () => Promise<unknown>> = Object.fromEntries(
  REMOTES.flatMap((app) =>
    Object.entries(app.exposes).map(([module, file]) => [
      `${app.name}/${module.replace(/^\.\//, '')}`,
      () => import(path.join(__dirname, '../../..', app.dir, file)),
    ]),
  ),
);

export const registerRemotes = jest.fn();

export const loadRemote = jest.fn(async (id: string) => {
  const load = exposed[id];
  if (!load) throw new Error(`RUNTIME-004: no remote module ${id}`);
  return load();
});

interface Plugin {
  beforeRequest?: (args: { id: string; options: unknown; origin: unknown }) => Promise<{ id: string }>;
}

/**
 * The host instance the shell creates at runtime: its methods are the mocks above, and a load goes
 * through the instance's plugins' `beforeRequest` first, as in the runtime (the retry plugin's hook).
 */
export const createInstance = jest.fn((options: { plugins?: Plugin[] }) => {
  const instance = {
    registerRemotes,
    loadRemote: async (id: string) => {
      let args = { id, options, origin: instance as unknown };
      for (const plugin of options.plugins ?? [])
        if (plugin.beforeRequest) args = { ...args, ...(await plugin.beforeRequest(args)) };
      return loadRemote(args.id);
    },
  };
  return instance;
});
