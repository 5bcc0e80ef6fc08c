// The lab of the e2e/release-cli-*.test.mjs files (issue 22: a team steers its own releases with
// `npm run release` against a running site): a copy of the catalogue's dist as its origin, served by
// a remote server of its own in place of the site's catalogue, and the releases built into it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../scripts/servers.mjs';
import { test } from './fixtures.mjs';
import { buildRemoteRelease, newestRelease, wrapCatalogueRoutes } from './release.mjs';
import { startRemoteServer } from './remoteServer.mjs';

// A canary decides nothing before 20 page views and 2 minutes (releases/src/canary/canaryRule.ts): these
// servers decide after 3 page views at once, so a decision is seen in seconds.
process.env.CANARY_MIN_VIEWS = '3';
process.env.CANARY_MIN_MS = '0';
// Every forged beacon below reaches the token check, not only the first 60 a minute from this machine.
process.env.VITALS_PER_MINUTE = '100000';

export const BANNER = 'Autumn range now in stock';
const CHECK_INTERVAL_MS = 5000;

/** The catalogue with a banner over its pages; `throwOn` makes its server render throw on that path. */
const catalogueCopy = (throwOn) =>
  wrapCatalogueRoutes(
    '  const { pathname } = useLocation();\n' +
      (throwOn
        ? `  if (typeof window === 'undefined' && pathname === '${throwOn}') throw new Error('the calculator broke');\n`
        : '') +
      `  return (<><p data-release="autumn">${BANNER}</p><Previous /></>);\n`,
    "import { useLocation } from 'react-router-dom';\n",
  );

/**
 * Called in a describe block: before its first test, the catalogue's dist copied to
 * .tmp/release-<name>-catalogue (its live release `ids.first`), a candidate `ids.good` (the banner) built
 * into it, and with `refusals` the releases its check must refuse (`throwing`, `noExpose`,
 * `react20`, `heavy`); then the site, its catalogue served from that copy. Read the fields inside
 * the tests.
 */
export function releaseLab({ name, refusals = false }) {
  const lab = { site: undefined, deploy: undefined, ids: {} };
  const { ids } = lab;
  let remote;

  lab.release = (...args) => {
    const result = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'scripts', 'release.mjs'),
        ...args,
        '--dist',
        lab.deploy,
        ...(lab.site ? ['--server', lab.site.url('/')] : []),
      ],
      { cwd: ROOT, encoding: 'utf8', timeout: 60_000 },
    );
    return { status: result.status, out: result.stdout + result.stderr };
  };
  lab.live = () => JSON.parse(readFileSync(path.join(lab.deploy, 'release.json'), 'utf8')).id;
  lab.page = async (pathname) => {
    const response = await fetch(lab.site.url(pathname));
    return { html: await response.text(), release: response.headers.get('x-remote-release') };
  };
  /** Polls until the server renders `/products` with `id`; returns how long that took. */
  lab.servedWith = async (id, since) => {
    while (Date.now() - since < CHECK_INTERVAL_MS + 4000) {
      if ((await lab.page('/products')).release === `catalogue@${id}`) return Date.now() - since;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.fail(`the server did not render with ${id} within ${CHECK_INTERVAL_MS + 4000} ms`);
  };
  lab.until = async (ok, what) => {
    const started = Date.now();
    while (Date.now() - started < 15_000) {
      if (await ok()) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert.fail(`not seen within 15 s: ${what}`);
  };
  /** A copy of release `from` under a new id, changed by `edit(folder)`, as a careless build might make it. */
  lab.variant = (from, id, edit) => {
    const folder = path.join(lab.deploy, 'releases', id);
    cpSync(path.join(lab.deploy, 'releases', from), folder, { recursive: true });
    edit(folder);
    return id;
  };

  test.beforeAll(async ({ startSite }) => {
    test.setTimeout(240_000);
    lab.deploy = path.join(ROOT, '.tmp', `release-${name}-catalogue`);
    rmSync(lab.deploy, { recursive: true, force: true });
    mkdirSync(lab.deploy, { recursive: true });
    cpSync(path.join(ROOT, 'mfe-catalogue', 'dist'), lab.deploy, { recursive: true });
    ids.first = lab.live();

    // A candidate only (--no-promote): published, not live.
    const good = buildRemoteRelease('mfe-catalogue', {
      copy: `${name}-good`,
      promote: false,
      prepare: catalogueCopy(),
    });
    assert.equal(existsSync(path.join(good, 'release.json')), false, 'a candidate build makes nothing live');
    ids.good = newestRelease(good);
    cpSync(path.join(good, 'releases', ids.good), path.join(lab.deploy, 'releases', ids.good), { recursive: true });

    if (refusals) refusable(lab, name);

    lab.site = await startSite();
    await lab.site.servers.catalogue.stop();
    remote = await startRemoteServer({ port: lab.site.ports.catalogue, dir: lab.deploy, name: 'catalogue' });
  });
  test.afterAll(async () => {
    await remote?.stop();
    if (lab.site) lab.site.servers.catalogue = { stop: async () => {} };
    await lab.site?.close();
  });
  return lab;
}

/** The releases the check must refuse, built or copied into the lab's origin (their ids in `lab.ids`). */
function refusable(lab, name) {
  const { ids, release, variant } = lab;
  // A build whose product calculator throws on the server: refused by its own build, which fails.
  let refusal = '';
  const throwing = buildRemoteRelease('mfe-catalogue', {
    copy: `${name}-throwing`,
    prepare: catalogueCopy('/products/calculator'),
    expect: (result) => {
      refusal = result.stdout + result.stderr;
      assert.notEqual(result.status, 0, 'a build that fails its check exits non-zero');
    },
  });
  assert.match(refusal, /REFUSED/);
  assert.match(refusal, /\/products\/calculator: threw: the calculator broke/);
  assert.match(refusal, /failed its contract check: not made live/);
  assert.equal(existsSync(path.join(throwing, 'release.json')), false, 'the refused release stays a candidate');
  ids.throwing = newestRelease(throwing);
  cpSync(path.join(throwing, 'releases', ids.throwing), path.join(lab.deploy, 'releases', ids.throwing), {
    recursive: true,
  });

  ids.noExpose = variant(ids.good, 'd00000000001', (folder) =>
    editManifest(folder, (m) => (m.exposes = m.exposes.filter((e) => e.name !== 'FeaturedProducts'))),
  );
  ids.react20 = variant(ids.good, 'd00000000020', (folder) =>
    editManifest(folder, (m) => {
      for (const shared of m.shared) if (shared.name === 'react') shared.requiredVersion = '^20.0.0';
    }),
  );
  ids.heavy = variant(ids.good, 'd00000000030', (folder) => {
    const entry = path.join(folder, 'remoteEntry.js');
    // 30% of the live release's first load (entry, exposes' sync scripts and styles) more.
    const check = release('check', 'catalogue', ids.first);
    const kib = Number(check.out.match(/first load ([\d.]+) KiB/)[1]);
    appendFileSync(entry, `\n/*${'x'.repeat(Math.ceil(kib * 1024 * 0.3))}*/\n`);
    assert.ok(statSync(entry).size > 0);
  });
}

const editManifest = (folder, change) => {
  const file = path.join(folder, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  change(manifest);
  writeFileSync(file, JSON.stringify(manifest));
};
