import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The packages every app must share as one instance: the one list the apps' federation config, the
 * versions the shell announces and the Node bundles' externals are made from. A second React (or a
 * second router, or a second shared-ui with its own config) breaks hooks and context across the app
 * borders, so each is a singleton. The shell's browser scope (shell/src/remotes/sharedScope.ts)
 * hands over these same packages' module instances; its test checks it against this list.
 */
export const SHARED_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@ecopanel/shared-ui',
] as const;

/** Shared with their subpaths too: `react/` is what shares react/jsx-runtime, `react-dom/` react-dom/client. */
const WITH_SUBPATHS: ReadonlySet<string> = new Set(['react', 'react-dom']);

/**
 * shared-ui's components that only some pages use (shared-ui/src/widgets.ts), shared as a module of
 * their own: the shell hands them over when a remote's code first imports them, so a page whose
 * remote imports none of them (the products, the quotation form) does not load them.
 */
const SHARED_ENTRY_POINTS = ['@ecopanel/shared-ui/widgets'] as const;

export const SINGLETONS = [
  ...SHARED_PACKAGES.flatMap((name) => (WITH_SUBPATHS.has(name) ? [name, `${name}/`] : [name])),
  ...SHARED_ENTRY_POINTS,
];

/**
 * For a Node bundle of app source: the shared packages (subpaths included) required from
 * node_modules, as the shell provides them in the browser. shared-ui is source and is bundled.
 */
export const SHARED_EXTERNALS = SHARED_PACKAGES.filter((name) => name !== '@ecopanel/shared-ui').map(
  (name) => new RegExp(`^${name}($|/)`),
);

/** The package a module specifier names: `react` of `react/jsx-runtime`, `@ecopanel/shared-ui` of `@ecopanel/shared-ui/widgets`. */
export const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

type Shared = Record<string, { singleton: true; requiredVersion: string; eager?: false }>;

export function sharedModules(deps: Record<string, string>): Shared {
  const versionOf = (name: string): string => {
    const pkg = packageOf(name);
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
  return Object.fromEntries(
    SHARED_PACKAGES.map((name) => {
      const file =
        name === '@ecopanel/shared-ui'
          ? path.join(__dirname, '..', 'shared-ui', 'package.json')
          : require.resolve(`${name}/package.json`, { paths: [dir] });
      return [name, (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version];
    }),
  );
}
