import { readFileSync } from 'node:fs';
import path from 'node:path';
import { satisfy } from '@module-federation/runtime';
import { sharedModules } from './shared';

// DEPLOY.md, "Shared versions": a remote whose range does not accept the shell's shared-ui still
// loads, but on the shell's copy, with only a console warning. So a shared-ui release that apps
// use (a new export) must come with every app's range moved to it, which this holds to.
const ROOT = path.resolve(__dirname, '..');
const APPS = ['shell', 'mfe-catalogue', 'mfe-resources', 'mfe-quotation', 'mfe-impact'];
const readPackage = (dir: string) =>
  JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as {
    version: string;
    dependencies: Record<string, string>;
  };

it.each(APPS)("%s's requiredVersion for shared-ui accepts the shared-ui it is built with", (app) => {
  const { version } = readPackage('shared-ui');
  const { requiredVersion } = sharedModules(readPackage(app).dependencies)['shared-ui']!;
  expect({ requiredVersion, accepts: satisfy(version, requiredVersion) }).toEqual({ requiredVersion, accepts: true });
});
