import { test } from './fixtures.mjs';
// Field vitals per release (issue 22): each page view sends LCP, CLS, TTFB (and INP once there is
// an interaction) to the shell's server when the page is hidden or left, tagged with its remote,
// release and rendering; the server keeps p75 per release, and /__status (npm run release -- status) shows them.
import assert from 'node:assert/strict';
import { launch, openPage } from './harness.mjs';

/** Polls `read` until it gives something, for at most 5 s. */
async function until(read, what) {
  const started = Date.now();
  while (Date.now() - started < 5000) {
    const value = await read();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  assert.fail(`not seen within 5 s: ${what}`);
}

test.describe('field vitals', () => {
  let site;
  let browser;
  test.beforeAll(async ({ startSite }) => {
    test.setTimeout(120_000);
    site = await startSite();
    browser = await launch();
  });
  test.afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  test('page views and their vitals reach the server, per remote and release, with no cost on the first load', async () => {
    const visits = ['/products/1/maple-ceiling-sheet', '/resources/projects/1', '/', '/products/1/maple-ceiling-sheet'];
    const fetchedBeforeLoad = [];
    const expected = new Map();
    for (const pathname of visits) {
      const { page, context, errors } = await openPage(browser);
      const library = page.waitForResponse((r) => /web-vitals/.test(r.url()));
      const response = await page.goto(site.url(pathname), { waitUntil: 'domcontentloaded' });
      await page.waitForLoadState('networkidle');
      await library;
      // The library comes once the page has loaded and the browser is idle: the page's own clock
      // says when, however fast this machine is.
      const { loaded, fetched } = await page.evaluate(() => ({
        loaded: performance.getEntriesByType('navigation')[0].loadEventEnd,
        fetched: performance.getEntriesByType('resource').find((r) => /web-vitals/.test(r.name))?.startTime,
      }));
      if (!(loaded > 0 && fetched >= loaded)) fetchedBeforeLoad.push(`${pathname}: ${fetched} ms, loaded ${loaded} ms`);
      await page.waitForTimeout(300);
      await page.mouse.click(5, 300);
      // Leaving the page hides it: web-vitals reports, and the page's beacon goes out (sendBeacon,
      // which outlives the page: read at the server).
      await page.goto('about:blank');
      const release = response.headers()['x-remote-release'] ?? 'shell@shell';
      const [remote, id] = release.split('@');
      expected.set(release, (expected.get(release) ?? 0) + 1);
      const field = await until(async () => {
        const { field } = await (await fetch(site.url('/__status'))).json();
        const mine = field.find((f) => f.remote === remote && f.release === id && f.rendering === 'server');
        return mine?.pageViews === expected.get(release) && mine.metrics.LCP ? mine : undefined;
      }, `${pathname}: its page view and LCP filed under ${release}`);
      assert.ok(field.metrics.LCP.p75 > 0 && field.metrics.LCP.p75 < 20_000);
      assert.deepEqual(errors, []);
      await context.close();
    }
    assert.deepEqual(fetchedBeforeLoad, [], 'nothing of web-vitals loads before the page has loaded');

    const status = await (await fetch(site.url('/__status'))).json();
    const catalogue = status.remotes.catalogue.live;
    const figures = (remote, release) => status.field.find((f) => f.remote === remote && f.release === release);
    const product = figures('catalogue', catalogue);
    assert.ok(product, JSON.stringify(status.field));
    assert.equal(product.pageViews, 2);
    assert.equal(product.rendering, 'server');
    assert.equal(product.metrics.LCP.count, 2);
    assert.ok(product.metrics.LCP.p75 > 0 && product.metrics.LCP.p75 < 20_000);
    assert.equal(figures('resources', status.remotes.resources.live).pageViews, 1);
    assert.equal(figures('shell', 'shell').pageViews, 1);
    assert.equal(product.hydrationErrors, 0);

    // Someone else's site cannot post figures.
    const foreign = await fetch(site.url('/__vitals'), {
      method: 'POST',
      headers: { origin: 'https://elsewhere.example', 'content-type': 'application/json' },
      body: JSON.stringify({ remote: 'catalogue', release: catalogue, rendering: 'server', view: true }),
    });
    assert.equal(foreign.status, 403);
  });
});
