import { test, note as annotate } from './fixtures.mjs';
// The shell's server runs every team's released code (issue 21): a release whose server code
// throws at load, one that never answers, one whose render never ends, a transient 503 on a
// chunk, and a rollback must each cost only that remote's part, for as long as that release is
// live, with no restart. Releases are published here as a team's deploy would: a folder under
// releases/{id}/ and release.json pointing at it.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../scripts/servers.mjs';
import { buildCatalogueRelease, buildRemoteRelease, newestRelease, wrapCatalogueRoutes } from './release.mjs';
import { startRemoteServer } from './remoteServer.mjs';
import { PRODUCT_PAGES } from './catalogueTable.mjs';

const BANNER = 'Spring collection now in stock';
/** A figure for the report beside the test, and in the run's output. */
const note = (text) => {
  annotate(text);
  console.log(text);
};
const CHECK_INTERVAL_MS = 5000;

const registryIn = (html) =>
  JSON.parse(html.match(/<script type="application\/json" id="remote-registry">([^<]+)<\/script>/)?.[1] ?? '{}');

/** A catalogue release whose server render never ends (the browser build is the same code). */
function buildLoopingRelease() {
  return buildRemoteRelease('mfe-catalogue', {
    promote: false,
    prepare: wrapCatalogueRoutes(
      "  if (typeof window === 'undefined') for (;;) Math.random();\n  return <Previous />;\n",
    ),
  });
}

test.describe('the server survives every team mistake without a restart', () => {
  let site;
  let remote;
  let deploy;
  const ids = {};

  /** Makes `id` live, as a deploy of release.json alone does. */
  const publish = (id) => {
    const pointer = {
      id,
      manifest: `releases/${id}/mf-manifest.json`,
      server: `releases/${id}/server/remoteEntry.js`,
    };
    writeFileSync(path.join(deploy, 'release.json.tmp'), JSON.stringify(pointer));
    renameSync(path.join(deploy, 'release.json.tmp'), path.join(deploy, 'release.json'));
    return Date.now();
  };
  /** A copy of release `from` under a new id, optionally with its server entry replaced. */
  const copyRelease = (from, id, serverEntry) => {
    cpSync(path.join(deploy, 'releases', from), path.join(deploy, 'releases', id), { recursive: true });
    if (serverEntry) writeFileSync(path.join(deploy, 'releases', id, 'server', 'remoteEntry.js'), serverEntry);
    return id;
  };
  const page = async (pathname) => {
    const started = Date.now();
    const response = await fetch(site.url(pathname));
    const html = await response.text();
    return { response, html, ms: Date.now() - started, release: response.headers.get('x-remote-release') };
  };
  /** Polls until `ok(page)`, for at most `ms`; returns the time it took. */
  const until = async (pathname, ok, ms, what) => {
    const started = Date.now();
    let last;
    while (Date.now() - started < ms) {
      last = await page(pathname);
      if (ok(last)) return Date.now() - started;
      await new Promise((r) => setTimeout(r, 200));
    }
    assert.fail(`${what}: not seen within ${ms} ms (last answer ${last?.response.status}, release ${last?.release})`);
  };

  test.beforeAll(async ({ startSite }) => {
    test.setTimeout(300_000);
    // Two releases built as a team's CI would: a good next one and one whose render never ends.
    const good = buildCatalogueRelease();
    ids.good = JSON.parse(readFileSync(path.join(good, 'release.json'), 'utf8')).id;
    deploy = path.join(ROOT, '.tmp', 'resilience-catalogue');
    rmSync(deploy, { recursive: true, force: true });
    mkdirSync(deploy, { recursive: true });
    cpSync(path.join(ROOT, 'mfe-catalogue', 'dist'), deploy, { recursive: true });
    cpSync(path.join(good, 'releases', ids.good), path.join(deploy, 'releases', ids.good), { recursive: true });
    const looping = buildLoopingRelease();
    ids.loop = newestRelease(looping);
    cpSync(path.join(looping, 'releases', ids.loop), path.join(deploy, 'releases', ids.loop), { recursive: true });
    ids.first = JSON.parse(readFileSync(path.join(deploy, 'release.json'), 'utf8')).id;
    ids.broken = copyRelease(ids.first, 'b0000000000b', "throw new Error('this release throws as it loads');\n");
    ids.hung = copyRelease(ids.first, 'a0000000000a');
    ids.flaky = copyRelease(ids.good, 'c00000000503');

    site = await startSite();
    await site.servers.catalogue.stop();
    remote = await startRemoteServer({ port: site.ports.catalogue, dir: deploy, name: 'catalogue' });
    remote.rules.hang.add(`/releases/${ids.hung}/server/`);
  });
  test.afterAll(async () => {
    await remote?.stop();
    // The fixture's close stops the catalogue's handle again: give it one that is already stopped.
    if (site) site.servers.catalogue = { stop: async () => {} };
    await site?.close();
  });

  test('a release that throws at load, then a good one, one that hangs, another good one and a rollback: each reaches the HTML within the check interval', async () => {
    const first = await page('/products');
    assert.equal(first.release, `catalogue@${ids.first}`);

    publish(ids.broken);
    await new Promise((r) => setTimeout(r, CHECK_INTERVAL_MS + 1000));
    for (let i = 0; i < 5; i++) {
      const broken = await page('/products');
      assert.equal(broken.response.status, 200);
      assert.ok(broken.ms < 1500, `answered in ${broken.ms} ms with a broken release live`);
      assert.match(broken.html, /<footer/);
      // The last good page (pinned to its own release) or the skeleton; never the broken release.
      assert.notEqual(broken.release, `catalogue@${ids.broken}`);
      assert.notEqual(registryIn(broken.html).catalogue?.includes(ids.broken), true);
    }

    let published = publish(ids.good);
    let took = await until('/products', (p) => p.html.includes(BANNER), 7000, 'the good release after a broken one');
    note(`good release after a broken one: in the HTML ${took} ms after it went live`);
    const good = await page('/products');
    assert.equal(good.release, `catalogue@${ids.good}`);
    assert.match(registryIn(good.html).catalogue, new RegExp(`/releases/${ids.good}/mf-manifest\\.json$`));
    assert.ok(Date.now() - published < 8000);

    publish(ids.hung);
    await new Promise((r) => setTimeout(r, CHECK_INTERVAL_MS + 1000));
    for (let i = 0; i < 3; i++) {
      const hung = await page(`/products/${i + 1}/no-such-slug-${i}`);
      assert.equal(hung.response.status, 200);
      assert.ok(hung.ms < 2500, `answered in ${hung.ms} ms with a hung release live`);
      assert.notEqual(hung.release, `catalogue@${ids.hung}`);
    }

    publish(ids.good);
    took = await until('/products/4/burma-teak-ceiling-sheet', (p) => p.html.includes(BANNER), 7000, 'good after hung');
    note(`good release after a hung one: ${took} ms`);

    published = publish(ids.first);
    took = await until(
      '/products',
      (p) => p.release === `catalogue@${ids.first}` && !p.html.includes(BANNER),
      7000,
      'the rollback to the first release',
    );
    note(`rollback: ${took} ms`);
    const rolledBack = await page('/products');
    assert.match(registryIn(rolledBack.html).catalogue, new RegExp(`/releases/${ids.first}/`));
  });

  test('a transient 503 on a lazy chunk costs one answer, not the page for the whole release', async () => {
    publish(ids.flaky);
    await until('/products', (p) => p.release === `catalogue@${ids.flaky}`, 8000, 'the flaky release');
    // Every server chunk of the release not yet loaded fails once (the calculator's lazy page among them).
    remote.rules.failNext.set(`/releases/${ids.flaky}/server/`, 503);
    const took = await until(
      '/products/calculator',
      (p) =>
        p.release === `catalogue@${ids.flaky}` && p.html.includes(BANNER) && p.html.includes('>Panel calculator</h1>'),
      8000,
      'the calculator after a 503',
    );
    assert.ok(remote.rules.failed.length >= 1, 'a chunk was answered 503');
    note(`calculator rendered whole ${took} ms after a 503 on ${remote.rules.failed.join(', ')}`);
    publish(ids.first);
  });

  test('a release whose render never ends costs only its own pages, and a good release recovers by itself', async () => {
    // Other pages that each need a render (a new URL every request), for a window of some seconds:
    // their p99 while the looping release is live and its pages keep being asked for, against before.
    let n = 0;
    const window = async (ms) => {
      const times = [];
      const until = Date.now() + ms;
      while (Date.now() < until) times.push((await page(`/resources/projects/9${n++}`)).ms);
      return times;
    };
    const p99 = (xs) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.99) - 1];
    const before = await window(6000);
    publish(ids.loop);
    await new Promise((r) => setTimeout(r, CHECK_INTERVAL_MS + 1000));
    const stuck = [];
    let flooding = true;
    const flood = (async () => {
      for (let i = 0; flooding; i++) {
        const p = await page(PRODUCT_PAGES[i % PRODUCT_PAGES.length]);
        assert.equal(p.response.status, 200);
        assert.notEqual(p.release, `catalogue@${ids.loop}`);
        stuck.push(p.ms);
      }
    })();
    const during = await window(6000);
    flooding = false;
    await flood;
    const slowest = (xs) =>
      [...xs]
        .sort((a, b) => b - a)
        .slice(0, 5)
        .join(', ');
    note(
      `looping release: ${stuck.length} of its pages answered, the slowest in ${slowest(stuck)} ms; other pages (${during.length} renders) p99 ${p99(during)} ms (slowest ${slowest(during)}) against ${p99(before)} ms before (${before.length} renders)`,
    );
    assert.ok(
      Math.max(...stuck) < 2000,
      `a looping release's page answered within about the budget (${slowest(stuck)})`,
    );
    // At most twice the p99 before; below 50 ms the figures are this machine's noise (a 2-core run
    // measured 34 ms before and 78 ms during while nothing else of the server was slow).
    assert.ok(
      p99(during) <= 2 * Math.max(p99(before), 50),
      `other pages' p99 ${p99(during)} ms against ${p99(before)} ms (slowest ${slowest(during)})`,
    );

    publish(ids.good);
    const took = await until('/products', (p) => p.html.includes(BANNER), 7000, 'the good release after a loop');
    note(`good release after a looping one: ${took} ms`);
    assert.ok((await page('/resources/faq')).response.ok);
  });
});
