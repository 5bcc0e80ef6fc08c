import { readFileSync } from 'node:fs';
import path from 'node:path';
import { satisfy } from '@module-federation/runtime';
import { SHARED_EXTERNALS, sharedModules, SINGLETONS } from './shared';

// DEPLOY.md, "Shared versions": a remote whose range does not accept the shell's shared-ui still
// loads, but on the shell's copy, with only a console warning. So a shared-ui release that apps
// use (a new export) must come with every app's range moved to it, which this holds to.
const ROOT = path.resolve(__dirname, '..');
const APPS = ['shell', 'mfe-catalogue', 'mfe-resources', 'mfe-quotation', 'mfe-impact'];
const readPackage = (dir: string) =>
  JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as {
    version: string;
    dependencies: Record<string, string>;
    devDependencies?: Record<string, string>;
  };

// The shell bundles shared-ui (a build dependency: its server installs only what its bundle requires).
const declared = (app: string) => ({ ...readPackage(app).devDependencies, ...readPackage(app).dependencies });

it.each(APPS)("%s's requiredVersion for shared-ui accepts the shared-ui it is built with", (app) => {
  const { version } = readPackage('shared-ui');
  const { requiredVersion } = sharedModules(declared(app))['@ecopanel/shared-ui']!;
  expect({ requiredVersion, accepts: satisfy(version, requiredVersion) }).toEqual({ requiredVersion, accepts: true });
});

it('derives the federation singletons and the Node externals from one list of shared packages', () => {
  expect(SINGLETONS).toEqual([
    'react',
    'react/',
    'react-dom',
    'react-dom/',
    'react-router',
    'react-router-dom',
    '@ecopanel/shared-ui',
    '@ecopanel/shared-ui/widgets',
  ]);
  const external = (request: string) => SHARED_EXTERNALS.some((re) => re.test(request));
  for (const request of ['react', 'react/jsx-runtime', 'react-dom/client', 'react-router', 'react-router-dom'])
    expect(external(request)).toBe(true);
  // Source that is bundled, and packages that only share a prefix with a shared one.
  for (const request of [
    '@ecopanel/shared-ui',
    '@ecopanel/shared-ui/widgets',
    'react-refresh',
    'react-dom-extra',
    'react-router-native-ish',
  ])
    expect(external(request)).toBe(false);
});
