import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { APPS as ALL_APPS, REMOTES } from './apps';

// Every package an app ships must be declared by that app: a release audit reads each app's
// package.json, and an app built alone must not rely on what happens to be installed at the root.
// ESLint's import-x/no-extraneous-dependencies (eslint.config.mjs) enforces the same per file; this
// test keeps the rule honest about the workspaces' shipped code.
const ROOT = path.resolve(__dirname, '..');
const APPS = [...ALL_APPS.map((app) => app.dir), 'shared-ui'];
/** Where each workspace's shipped code lives: an app's src, the build tools' and the release contract's whole folder. */
const SOURCES: Record<string, string> = {
  ...Object.fromEntries(APPS.map((app) => [app, 'src'])),
  'build-tools': '.',
  releases: '.',
};
const BUILTIN = new Set(['node:fs', 'node:path', 'node:http', 'node:net', 'node:url', 'node:crypto', 'node:util']);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'test' || name === 'node_modules' ? [] : sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;

it.each(Object.keys(SOURCES))('%s declares every package its code imports', (app) => {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')) as {
    name: string;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  // The shell ships bundles: its `dependencies` are what its server requires at run time, exactly
  // (e2e/image.test.mjs), the packages bundled in are devDependencies (issue 41, point 5).
  const bundled = app === 'shell' ? Object.keys(pkg.devDependencies ?? {}) : [];
  const declared = new Set([pkg.name, ...Object.keys(pkg.dependencies ?? {}), ...bundled]);
  const missing = new Set<string>();
  for (const file of sources(path.join(ROOT, app, SOURCES[app]!))) {
    // A type-only import ships nothing (TypeScript erases it): a devDependency is enough for it.
    const code = readFileSync(file, 'utf8').replace(/^\s*(?:import|export)\s+type\b[^;]*;/gm, '');
    for (const [, specifier] of code.matchAll(/(?:from|import\(|require\()\s*'([^'.][^']*)'/g)) {
      if (BUILTIN.has(specifier!) || specifier!.startsWith('node:')) continue;
      const name = packageOf(specifier!);
      if (!declared.has(name)) missing.add(`${name} (${path.relative(ROOT, file)})`);
    }
  }
  expect([...missing]).toEqual([]);
});

// The remotes that own routes are the ones the shell's server renders.
it.each(REMOTES.filter((app) => app.routes.length > 0).map((app) => app.dir))(
  '%s, rendered on the server, declares the Node federation runtime it ships',
  (app) => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(pkg.dependencies)).toEqual(
      expect.arrayContaining(['@module-federation/enhanced', '@module-federation/node']),
    );
  },
);
