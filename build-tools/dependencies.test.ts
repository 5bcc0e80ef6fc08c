import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Every package an app ships must be declared by that app: a release audit reads each app's
// package.json, and an app built alone must not rely on what happens to be installed at the root.
// ESLint's import-x/no-extraneous-dependencies (eslint.config.mjs) enforces the same per file; this
// test keeps the rule honest about the workspaces' shipped code.
const ROOT = path.resolve(__dirname, '..');
const APPS = ['shell', 'mfe-catalogue', 'mfe-resources', 'mfe-quotation', 'mfe-impact', 'shared-ui'];
/** Where each workspace's shipped code lives: an app's src, the build tools' whole folder. */
const SOURCES: Record<string, string> = { ...Object.fromEntries(APPS.map((app) => [app, 'src'])), 'build-tools': '.' };
const BUILTIN = new Set(['node:fs', 'node:path', 'node:http', 'node:net', 'node:url', 'node:crypto', 'node:util']);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'test' || name === 'node_modules' ? [] : sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

const packageOf = (specifier: string) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!);

it.each(Object.keys(SOURCES))('%s declares every package its code imports', (app) => {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')) as { name: string; dependencies?: Record<string, string> };
  const declared = new Set([pkg.name, ...Object.keys(pkg.dependencies ?? {})]);
  const missing = new Set<string>();
  for (const file of sources(path.join(ROOT, app, SOURCES[app]!))) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from|import\(|require\()\s*'([^'.][^']*)'/g)) {
      if (BUILTIN.has(specifier!) || specifier!.startsWith('node:')) continue;
      const name = packageOf(specifier!);
      if (!declared.has(name)) missing.add(`${name} (${path.relative(ROOT, file)})`);
    }
  }
  expect([...missing]).toEqual([]);
});

it.each(['mfe-catalogue', 'mfe-resources', 'mfe-quotation'])('%s, rendered on the server, declares the Node federation runtime it ships', (app) => {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  expect(Object.keys(pkg.dependencies)).toEqual(expect.arrayContaining(['@module-federation/enhanced', '@module-federation/node']));
});
