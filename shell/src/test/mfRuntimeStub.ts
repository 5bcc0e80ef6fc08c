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

/** The host instance the shell creates at runtime; its methods are the mocks above. */
export const createInstance = jest.fn(() => ({ loadRemote, registerRemotes }));
