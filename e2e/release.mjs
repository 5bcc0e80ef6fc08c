// A release of the catalogue built apart from the checkout: a copy of mfe-catalogue whose exposed
// routes show a visible banner, built into its own dist (the checkout's dist is left alone).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../scripts/servers.mjs';

/** Copies mfe-catalogue and wraps its exposed routes with a visible release banner, then builds it. */
export function buildCatalogueRelease() {
  const base = path.join(ROOT, '.tmp', 'release');
  rmSync(base, { recursive: true, force: true });
  mkdirSync(base, { recursive: true });
  const app = path.join(base, 'mfe-catalogue');
  cpSync(path.join(ROOT, 'mfe-catalogue'), app, {
    recursive: true,
    filter: (src) => !/[/\\](dist|node_modules)([/\\]|$)/.test(path.relative(ROOT, src)),
  });
  for (const dir of ['build-tools', 'shared-ui']) symlinkSync(path.join(ROOT, dir), path.join(base, dir));
  const exposed = path.join(app, 'src', 'exposes', 'ProductRoutes.tsx');
  renameSync(exposed, exposed.replace('.tsx', '.previous.tsx'));
  writeFileSync(
    exposed,
    "import Previous from './ProductRoutes.previous';\n" +
      'export default function ProductRoutes() {\n' +
      '  return (<><p data-release="next">Spring collection now in stock</p><Previous /></>);\n}\n',
  );
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'build'], {
    cwd: app,
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, result.stdout + result.stderr);
  return path.join(app, 'dist');
}

