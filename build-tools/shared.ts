import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The libraries every app must share as one instance. A second React (or a second router, or a
 * second shared-ui with its own config) breaks hooks and context across the app borders, so each
 * is a singleton. `react-dom/` with the trailing slash is what shares `react-dom/client`.
 */
export const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'shared-ui',
] as const;

type Shared = Record<string, { singleton: true; requiredVersion: string; eager?: false }>;

export function sharedModules(deps: Record<string, string>): Shared {
  const versionOf = (name: string): string => {
    const pkg = name.replace(/\/$/, '');
    const base = pkg === 'react-router' ? 'react-router-dom' : pkg;
    const version = deps[base];
    if (!version) throw new Error(`shared module ${name}: add ${base} to this app's dependencies`);
    return version;
  };
  return Object.fromEntries(
    SINGLETONS.map((name) => [name, { singleton: true as const, requiredVersion: versionOf(name) }]),
  );
}

/** The installed versions of the shared singletons, as the shell announces them to remotes. */
export function installedVersions(dir: string): Record<string, string> {
  const names = ['react', 'react-dom', 'react-router', 'react-router-dom', 'shared-ui'];
  return Object.fromEntries(
    names.map((name) => {
      const file =
        name === 'shared-ui'
          ? path.join(__dirname, '..', 'shared-ui', 'package.json')
          : require.resolve(`${name}/package.json`, { paths: [dir] });
      return [name, (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version];
    }),
  );
}
