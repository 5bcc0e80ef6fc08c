// Releases of one remote built apart from the checkout: a copy of the remote's folder, changed or
// configured as a team's next release would be, built into its own dist (the checkout's dist is
// left alone).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RELEASES_DIR, RELEASES_INDEX } from '@ecopanel/releases/layout';
import { ROOT } from '../scripts/servers.mjs';

/**
 * Copies the remote in `dir` (e.g. `mfe-quotation`) under .tmp/release-<copy>/ (a clean copy: no
 * dist), lets `prepare` edit the copy, and builds it with the environment plus `env`, as that team's
 * CI would from a fresh checkout. Returns its dist. Copies of other names are left alone.
 */
export function buildRemoteRelease(
  dir,
  {
    env = {},
    prepare = () => {},
    copy = dir,
    promote = true,
    expect = (result) => assert.equal(result.status, 0, result.stdout + result.stderr),
  } = {},
) {
  const base = path.join(ROOT, '.tmp', `release-${copy}`);
  rmSync(base, { recursive: true, force: true });
  mkdirSync(base, { recursive: true });
  const app = path.join(base, dir);
  cpSync(path.join(ROOT, dir), app, {
    recursive: true,
    filter: (src) => !/[/\\](dist|dist-server|node_modules)([/\\]|$)/.test(path.relative(ROOT, src)),
  });
  for (const shared of ['build-tools', 'shared-ui']) symlinkSync(path.join(ROOT, shared), path.join(base, shared));
  prepare(app);
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'build'],
    {
      cwd: app,
      // A release meant to misbehave is built as a candidate (its contract check would refuse it) and
      // the test makes it live itself, as a team bypassing `npm run release` would.
      env: { ...process.env, ...(promote ? {} : { RELEASE_PROMOTE: '0' }), ...env },
      encoding: 'utf8',
    },
  );
  expect(result);
  return path.join(app, 'dist');
}

/** The newest release a build published (live or candidate): the head of its releases/index.json. */
export const newestRelease = (dist) =>
  JSON.parse(readFileSync(path.join(dist, RELEASES_DIR, RELEASES_INDEX), 'utf8')).releases[0].id;

/**
 * A `prepare` for buildRemoteRelease that wraps the catalogue's exposed routes: `body` is the new
 * component's body and renders the released routes as `<Previous />`; `imports` go above it.
 */
export const wrapCatalogueRoutes =
  (body, imports = '') =>
  (app) => {
    const exposed = path.join(app, 'src', 'exposes', 'ProductRoutes.tsx');
    renameSync(exposed, exposed.replace('.tsx', '.previous.tsx'));
    writeFileSync(
      exposed,
      `${imports}import Previous from './ProductRoutes.previous';\nexport default function ProductRoutes() {\n${body}}\n`,
    );
  };

/** The catalogue with its exposed routes wrapped in a visible release banner; `also` edits the copy further. */
export function buildCatalogueRelease(also = () => {}) {
  return buildRemoteRelease('mfe-catalogue', {
    prepare: (app) => {
      wrapCatalogueRoutes('  return (<><p data-release="next">Spring collection now in stock</p><Previous /></>);\n')(
        app,
      );
      also(app);
    },
  });
}

/**
 * A `prepare` that changes, in the remote's own Sinhala catalog, the translation of the message
 * whose English is `english` (as a team fixing a Sinhala string would), to `sinhala`.
 */
export const fixSinhala = (english, sinhala) => (app) => {
  const folder = path.join(app, 'src', 'i18n');
  const en = JSON.parse(readFileSync(path.join(folder, 'en.json'), 'utf8'));
  const id = Object.keys(en).find((key) => en[key] === english);
  assert.ok(id, `no message "${english}" in ${folder}/en.json`);
  const si = JSON.parse(readFileSync(path.join(folder, 'si.json'), 'utf8'));
  writeFileSync(path.join(folder, 'si.json'), JSON.stringify({ ...si, [id]: sinhala }, null, 2));
};

/** A hash of every file of a build but its deploy-time remotes.json: equal means not rebuilt. */
export function digest(dir) {
  const hash = createHash('sha256');
  const walk = (d) => {
    for (const f of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(d, f.name);
      if (f.isDirectory()) walk(p);
      else if (f.name !== 'remotes.json') hash.update(f.name).update(readFileSync(p));
    }
  };
  walk(dir);
  return hash.digest('hex');
}
