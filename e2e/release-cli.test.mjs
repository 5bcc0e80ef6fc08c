import { test } from './fixtures.mjs';
// A team steers its own releases (issue 22): `npm run release -- list|check|promote|rollback|status`
// against a running site. A build goes live only through the contract check; a release that throws
// on one route, misses an exposed module, needs another React or grew 30% is refused with its reason
// while the live one keeps serving; promote and rollback reach the server's HTML within its release
// check interval, with no build and no restart.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { configure, ROOT, startApp } from '../scripts/servers.mjs';
import { start as startDatabase } from '@ecopanel/dev-tools/standins/database';
import { impactDatabase } from '../scripts/standins.mjs';
import { freePorts, pageToken, signedAsServer } from './harness.mjs';

// A canary decides nothing before 20 page views and 2 minutes (releases/src/canary/canaryRule.ts): these
// servers decide after 3 page views at once, so a decision is seen in seconds.
process.env.CANARY_MIN_VIEWS = '3';
process.env.CANARY_MIN_MS = '0';
// Every forged beacon below reaches the token check, not only the first 60 a minute from this machine.
process.env.VITALS_PER_MINUTE = '100000';
import { buildRemoteRelease, newestRelease, wrapCatalogueRoutes } from './release.mjs';
import { startRemoteServer } from './remoteServer.mjs';

const BANNER = 'Autumn range now in stock';
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

test.describe('npm run release', () => {
  let site;
  let remote;
  let deploy;
  const ids = {};

  const release = (...args) => {
    const result = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'scripts', 'release.mjs'),
        ...args,
        '--dist',
        deploy,
        ...(site ? ['--server', site.url('/')] : []),
      ],
      { cwd: ROOT, encoding: 'utf8', timeout: 60_000 },
    );
    return { status: result.status, out: result.stdout + result.stderr };
  };
  const live = () => JSON.parse(readFileSync(path.join(deploy, 'release.json'), 'utf8')).id;
  const page = async (pathname) => {
    const response = await fetch(site.url(pathname));
    return { html: await response.text(), release: response.headers.get('x-remote-release') };
  };
  /** Polls until the server renders `/products` with `id`; returns how long that took. */
  const servedWith = async (id, since) => {
    while (Date.now() - since < CHECK_INTERVAL_MS + 4000) {
      if ((await page('/products')).release === `catalogue@${id}`) return Date.now() - since;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.fail(`the server did not render with ${id} within ${CHECK_INTERVAL_MS + 4000} ms`);
  };
  const until = async (ok, what) => {
    const started = Date.now();
    while (Date.now() - started < 15_000) {
      if (await ok()) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert.fail(`not seen within 15 s: ${what}`);
  };
  /** A copy of release `from` under a new id, changed by `edit(folder)`, as a careless build might make it. */
  const variant = (from, id, edit) => {
    const folder = path.join(deploy, 'releases', id);
    cpSync(path.join(deploy, 'releases', from), folder, { recursive: true });
    edit(folder);
    return id;
  };
  const editManifest = (folder, change) => {
    const file = path.join(folder, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    change(manifest);
    writeFileSync(file, JSON.stringify(manifest));
  };

  test.beforeAll(async ({ startSite }) => {
    test.setTimeout(240_000);
    deploy = path.join(ROOT, '.tmp', 'release-cli-catalogue');
    rmSync(deploy, { recursive: true, force: true });
    mkdirSync(deploy, { recursive: true });
    cpSync(path.join(ROOT, 'mfe-catalogue', 'dist'), deploy, { recursive: true });
    ids.first = live();

    // A candidate only (--no-promote): published, not live.
    const good = buildRemoteRelease('mfe-catalogue', { copy: 'cli-good', promote: false, prepare: catalogueCopy() });
    assert.equal(existsSync(path.join(good, 'release.json')), false, 'a candidate build makes nothing live');
    ids.good = newestRelease(good);
    cpSync(path.join(good, 'releases', ids.good), path.join(deploy, 'releases', ids.good), { recursive: true });

    // A build whose product calculator throws on the server: refused by its own build, which fails.
    let refusal = '';
    const throwing = buildRemoteRelease('mfe-catalogue', {
      copy: 'cli-throwing',
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
    cpSync(path.join(throwing, 'releases', ids.throwing), path.join(deploy, 'releases', ids.throwing), {
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

    site = await startSite();
    await site.servers.catalogue.stop();
    remote = await startRemoteServer({ port: site.ports.catalogue, dir: deploy, name: 'catalogue' });
  });
  test.afterAll(async () => {
    await remote?.stop();
    if (site) site.servers.catalogue = { stop: async () => {} };
    await site?.close();
  });

  test('refuses a release that throws on a route, lacks an exposed module, needs React 20 or is 30% heavier; the live one keeps serving', async () => {
    const reasons = {
      throwing: /\/products\/calculator: threw: the calculator broke/,
      noExpose: /does not expose \.\/FeaturedProducts/,
      react20: /requires react \^20\.0\.0; the shell provides 19\./,
      heavy: /first load is \d+ bytes, 3\d% over the live release/,
    };
    for (const [name, reason] of Object.entries(reasons)) {
      const { status, out } = release('promote', 'catalogue', ids[name]);
      assert.equal(status, 1, `${name}: ${out}`);
      assert.match(out, reason, name);
      assert.match(out, new RegExp(`was NOT made live; ${ids.first} stays live`));
      assert.equal(live(), ids.first, `${name} left the live release alone`);
    }
    const { html, release: rendered } = await page('/products/calculator');
    assert.equal(rendered, `catalogue@${ids.first}`);
    assert.doesNotMatch(html, new RegExp(BANNER));
    const check = release('check', 'catalogue', ids.good);
    assert.equal(check.status, 0, check.out);
    assert.match(check.out, /passed \(\d+ pages rendered/);
  });

  test('promote and rollback reach the HTML within the release check interval; list and status say what is live', async () => {
    await page('/products');
    await page('/products');
    const listed = release('list', 'catalogue');
    assert.equal(listed.status, 0, listed.out);
    assert.match(listed.out, new RegExp(`${ids.first}\\s+LIVE .*pinned by \\d+ cached pages`));
    for (const id of [ids.good, ids.throwing, ids.noExpose]) assert.match(listed.out, new RegExp(`${id}\\s+candidate`));
    assert.match(listed.out, new RegExp(`renders catalogue with ${ids.first}`));

    const promoted = Date.now();
    const up = release('promote', 'catalogue', ids.good);
    assert.equal(up.status, 0, up.out);
    assert.equal(live(), ids.good);
    const promoteMs = await servedWith(ids.good, promoted);
    // Another page of the release: its first render may take longer than the 1 s budget on a busy
    // machine (the last good page is served meanwhile), so it is awaited, not read once.
    await until(
      async () => new RegExp(BANNER).test((await page('/products/1/maple-ceiling-sheet')).html),
      'a product page with the new release',
    );

    const rolled = Date.now();
    const back = release('rollback', 'catalogue');
    assert.equal(back.status, 0, back.out);
    assert.match(back.out, new RegExp(`${ids.first} is live again \\(was ${ids.good}\\)`));
    const rollbackMs = await servedWith(ids.first, rolled);
    await until(async () => !new RegExp(BANNER).test((await page('/products')).html), '/products without the banner');
    console.log(`promote reached the HTML in ${promoteMs} ms, rollback in ${rollbackMs} ms`);

    const status = release('status');
    assert.equal(status.status, 0, status.out);
    assert.match(status.out, new RegExp(`catalogue: live ${ids.first}`));
  });

  test('a canary on two server instances: both count into one record, roll back a release whose files went missing, and complete a sound one; field figures are shared too', async () => {
    test.setTimeout(180_000);
    // A second instance of the shell's server, as Cloud Run scales out: its own port, the same
    // remotes and the same shared state (the Realtime Database stand-in).
    const ports = await freePorts(1);
    configure({ ...site.ports, shell: ports[0] });
    const second = await startApp('shell', ports[0], { env: site.shellEnv });
    try {
      const instances = [site.url(''), `http://localhost:${ports[0]}`];
      /** A page from instance `i` for a browser in `bucket`; its release and the cookie it was given. */
      const visit = async (i, bucket, pathname = '/products') => {
        const response = await fetch(`${instances[i]}${pathname}`, {
          headers: bucket === undefined ? {} : { cookie: `__session=${signedAsServer(`c${bucket}`)}` },
        });
        const html = await response.text();
        return {
          html,
          timing: response.headers.get('server-timing'),
          release: response.headers.get('x-remote-release'),
          cacheControl: response.headers.get('cache-control'),
          cookie: response.headers.get('set-cookie'),
        };
      };
      const canaryOf = async (id) => {
        const status = await (await fetch(`${instances[1]}/__status`)).json();
        return status.canaries.find((c) => c.release === id);
      };

      // A release that passes its check, whose server files then go missing from the origin.
      const broken = variant(ids.good, 'e00000000001', () => {});
      const started = release('promote', 'catalogue', broken, '--canary', '50', '--complete-after', '40');
      assert.equal(started.status, 0, started.out);
      assert.match(started.out, /is a canary for 50% of browsers/);
      assert.equal(live(), ids.first, 'the live release stays live');
      rmSync(path.join(deploy, 'releases', broken, 'server'), { recursive: true });
      for (const i of [0, 1])
        await until(
          async () => (await visit(i, 99)).cacheControl === 'private, max-age=0',
          `the canary seen by instance ${i}`,
        );
      // Browsers in buckets below 50 get the canary, on either instance; the others the live release.
      for (let n = 0; n < 6; n += 1) assert.equal((await visit(n % 2, 70 + n)).release, `catalogue@${ids.first}`);
      // Three canary pages, two on one instance and one on the other: neither alone has the three
      // errors the rule needs, so the rollback comes from their counts added up.
      for (const [i, bucket] of [
        [0, 10],
        [1, 11],
        [0, 12],
      ])
        await visit(i, bucket);
      await until(async () => (await canaryOf(broken))?.state === 'rolled-back', 'the broken canary rolled back');
      const rolledBack = await canaryOf(broken);
      assert.deepEqual(rolledBack.counts.canary, { views: 3, errors: 3, fieldErrors: 0 }, JSON.stringify(rolledBack));
      assert.ok(rolledBack.counts.live.views >= 6, JSON.stringify(rolledBack));
      assert.match(rolledBack.reason, /errors in the canary's \d+ page views against \d+ errors/);
      // Both instances follow the decision: the canary's buckets get the live release again.
      for (const i of [0, 1])
        await until(async () => (await visit(i, 10)).release === `catalogue@${ids.first}`, `instance ${i} rolled back`);
      // With the database down, an instance started now cannot know the canary was rolled back: it
      // serves every browser the live release, and says the canary's state is unknown.
      const database = site.standins.database;
      if (database && !database.external) {
        await database.stop();
        const [port] = await freePorts(1);
        configure({ ...site.ports, shell: port });
        const third = await startApp('shell', port, { env: site.shellEnv });
        try {
          for (const bucket of [10, 11, 12, 30]) {
            const response = await fetch(`http://localhost:${port}/products`, {
              headers: { cookie: `__session=${signedAsServer(`c${bucket}`)}` },
            });
            await response.text();
            assert.equal(response.headers.get('x-remote-release'), `catalogue@${ids.first}`, `bucket ${bucket}`);
          }
          const status = await (await fetch(`http://localhost:${port}/__status`)).json();
          assert.equal(
            status.canaries.find((c) => c.release === broken)?.state,
            'unknown',
            JSON.stringify(status.canaries),
          );
          console.log('database stand-in stopped: a new instance served the live release to the canary buckets');
        } finally {
          await third.stop();
          site.standins.database = await startDatabase({
            env: site.standinEnv,
            log: () => {},
            database: impactDatabase,
          });
        }
      }
      // `status` asks instance 0, which learns the decision instance 1 wrote at its next sync (1 s);
      // serving the live release proves nothing there, since a canary whose files are gone falls back to it.
      await until(
        async () => new RegExp(`canary ${broken}: rolled-back`).test(release('status').out),
        'release status: the canary rolled back',
      );
      assert.equal(release('rollback', 'catalogue').status, 0, 'the pointer names the live release alone again');

      // A sound release: completed after its clean page views, on both instances, for every browser.
      const sound = variant(ids.good, 'e00000000002', () => {});
      const COMPLETE_AFTER = 1000;
      const soundStarted = release(
        'promote',
        'catalogue',
        sound,
        '--canary',
        '50',
        '--complete-after',
        String(COMPLETE_AFTER),
      );
      assert.equal(soundStarted.status, 0, soundStarted.out);
      for (const i of [0, 1])
        await until(async () => (await visit(i, 10)).release === `catalogue@${sound}`, `the sound canary on ${i}`);
      // A browser's first page of the remote puts it in a bucket the server chose and signed, for a month.
      const fresh = await visit(0, undefined);
      assert.match(
        fresh.cookie ?? '',
        /^__session=c\d{1,2}\.[\w-]{22}; Path=\/; Max-Age=2592000; SameSite=Lax; HttpOnly$/,
      );

      // Forged evidence, from many addresses: 1,000 beacons blaming the canary or the live release
      // (no token, a made-up one, a real one altered to name another release, a real one replayed).
      const before = await canaryOf(sound);
      const liveToken = pageToken((await visit(0, 99)).timing);
      const canaryToken = pageToken((await visit(0, 1)).timing);
      assert.ok(liveToken && canaryToken, 'pages carry their beacon token');
      const forgedTokens = [
        undefined,
        'catalogue~e00000000002~zzzzzzzz~nonce.AAAAAAAAAAAAAAAAAAAAAA',
        liveToken.replace(ids.first, sound),
        canaryToken.slice(0, -2) + (canaryToken.endsWith('AA') ? 'BB' : 'AA'),
        liveToken,
      ];
      const statuses = new Map();
      for (let n = 0; n < 1000; n += 1) {
        const response = await fetch(`${instances[0]}/__vitals`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'sec-fetch-site': 'same-origin',
            'x-forwarded-for': `198.51.${n % 250}.${n % 7}`,
          },
          body: JSON.stringify({
            remote: 'catalogue',
            release: n % 2 ? sound : ids.first,
            rendering: 'server',
            view: true,
            hydrationErrors: 1,
            token: forgedTokens[n % forgedTokens.length],
          }),
        });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
      // 1,000 forged cookies asking for the canary's bucket: each is replaced, and the server's
      // bucket, not the visitor's, picks the release.
      let canaryPages = 0;
      for (let n = 0; n < 1000; n += 1) {
        const response = await fetch(`${instances[n % 2]}/products`, { headers: { cookie: `__session=c${n % 5}` } });
        await response.text();
        assert.match(
          response.headers.get('set-cookie') ?? '',
          /^__session=c\d{1,2}\.[\w-]{22};/,
          'a forged bucket is replaced',
        );
        if (response.headers.get('x-remote-release') === `catalogue@${sound}`) canaryPages += 1;
      }
      assert.ok(canaryPages < 600, `forged cookies c0-c4 got the canary on ${canaryPages} of 1000 pages`);
      await Promise.all([0, 1].map(() => new Promise((resolve) => setTimeout(resolve, 1500))));
      const after = await canaryOf(sound);
      // 800 carry no token the server signed (403); 200 replay one real token: its first few beacons
      // are taken (one page view, one hydration error counted), the rest refused (429).
      assert.equal(statuses.get(403), 800, JSON.stringify(Object.fromEntries(statuses)));
      assert.equal((statuses.get(204) ?? 0) + (statuses.get(429) ?? 0), 200);
      console.log(
        `forged beacons answered ${JSON.stringify(Object.fromEntries(statuses))}; forged cookies got the canary on ${canaryPages} of 1000 pages`,
      );
      assert.equal(after.state, 'running', JSON.stringify(after));
      assert.equal(
        after.counts.canary.fieldErrors,
        before.counts.canary.fieldErrors,
        'no forged beacon counts against the canary',
      );
      assert.ok(
        after.counts.live.fieldErrors - before.counts.live.fieldErrors <= 1,
        'a replayed token counts once at most',
      );
      assert.equal(after.counts.canary.errors, 0);

      // Real page views complete it (the forged cookies' pages were real page views too, of either side).
      for (let n = 0; n < COMPLETE_AFTER; n += 1) {
        if (n % 100 === 0 && (await canaryOf(sound))?.state === 'completed') break;
        await visit(n % 2, n % 50);
      }
      await until(async () => (await canaryOf(sound))?.state === 'completed', 'the sound canary completed');
      for (const i of [0, 1])
        await until(
          async () => (await visit(i, 99)).release === `catalogue@${sound}`,
          `instance ${i} serves it to all`,
        );
      const done = await canaryOf(sound);
      assert.equal(done.counts.canary.errors, 0);
      console.log(`canary: rolled back (${rolledBack.reason}); completed (${done.reason})`);

      // Field figures are shared too: a page view reported to one instance is in the other's status.
      const LCP_MS = 1234;
      const token = pageToken((await visit(1, 3)).timing);
      const beacon = await fetch(`${instances[1]}/__vitals`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({
          token,
          remote: 'catalogue',
          release: sound,
          rendering: 'server',
          view: true,
          metrics: [{ name: 'LCP', value: LCP_MS }],
        }),
      });
      assert.equal(beacon.status, 204);
      await until(async () => {
        const status = await (await fetch(`${instances[0]}/__status`)).json();
        const figures = status.field.find((f) => f.remote === 'catalogue' && f.release === sound);
        return figures?.pageViews === 1 && figures.metrics.LCP?.count === 1;
      }, 'the other instance reports the page view and its LCP');
    } finally {
      await second.stop();
      release('rollback', 'catalogue');
    }
  });
});
