// The shell's server runs every team's released code (issue 21): a release whose server code
// throws at load, one that never answers, one whose render never ends, a transient 503 on a
// chunk, and a rollback must each cost only that remote's part, for as long as that release is
// live, with no restart. Releases are published here as a team's deploy would: a folder under
// releases/{id}/ and release.json pointing at it.
// The lab (the releases, the catalogue's origin and server): resilienceLab.mjs.
import assert from 'node:assert/strict';
import { PRODUCT_PAGES } from './catalogueTable.mjs';
import { test } from './fixtures.mjs';
import { BANNER, CHECK_INTERVAL_MS, note, registryIn, resilienceLab } from './resilienceLab.mjs';

test.describe('the server survives every team mistake without a restart', () => {
  const lab = resilienceLab();
  const { ids, page, publish, until } = lab;

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
    lab.remote.rules.failNext.set(`/releases/${ids.flaky}/server/`, 503);
    const took = await until(
      '/products/calculator',
      (p) =>
        p.release === `catalogue@${ids.flaky}` && p.html.includes(BANNER) && p.html.includes('>Panel calculator</h1>'),
      8000,
      'the calculator after a 503',
    );
    assert.ok(lab.remote.rules.failed.length >= 1, 'a chunk was answered 503');
    note(`calculator rendered whole ${took} ms after a 503 on ${lab.remote.rules.failed.join(', ')}`);
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
