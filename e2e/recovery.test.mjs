import { siteAndBrowser, test } from './fixtures.mjs';
// Recovery from failures (issue 15, point 3): every failure leaves the frame in place and has a way
// back that works: Retry fetches again, hung requests give up in time, missing code reloads once.
import assert from 'node:assert/strict';
import { openPage, replaceFile } from './harness.mjs';

const FEATURED = '[data-remote-slot="catalogue/FeaturedProducts"]';

test.describe('recovery', () => {
  const lab = siteAndBrowser();

  test('Retry fetches remotes.json again after it failed', async () => {
    const { page } = await openPage(lab.browser, {
      allowErrors: [/remotes\.json|registry|failed|Failed to load resource/i],
    });
    // A deploy that lost remotes.json: the page carries no registry, and its own request fails.
    const restore = await replaceFile(lab.site.registryFile, null);
    try {
      await page.goto(lab.site.url('/'));
      await page.locator(FEATURED).scrollIntoViewIfNeeded();
      const retry = page.locator(FEATURED).getByRole('button', { name: 'Retry' });
      await retry.waitFor();
    } finally {
      await restore();
    }
    await page.locator(FEATURED).getByRole('button', { name: 'Retry' }).click();
    await page.locator(`${FEATURED}[data-remote-state="ready"]`).waitFor();
  });

  test('gives up on a manifest that never answers within about 8 s, then Retry loads it', async () => {
    const { page } = await openPage(lab.browser, {
      allowErrors: [/manifest|RUNTIME|failed|abort|Failed to load resource/i],
    });
    const manifest = `http://localhost:${lab.site.ports.catalogue}/mf-manifest.json`;
    await page.route(manifest, () => undefined); // never answered
    await page.goto(lab.site.url('/'), { waitUntil: 'domcontentloaded' });
    await page.locator(FEATURED).scrollIntoViewIfNeeded();
    const started = Date.now();
    const retry = page.locator(FEATURED).getByRole('button', { name: 'Retry' });
    await retry.waitFor({ timeout: 20000 });
    const waited = Date.now() - started;
    assert.ok(waited >= 6000 && waited < 15000, `gave up after ${waited} ms`);
    await page.unroute(manifest);
    await retry.click();
    await page.locator(`${FEATURED}[data-remote-state="ready"]`).waitFor();
  });

  test('a shell page whose code is gone reloads the page once and shows it', async () => {
    const { page } = await openPage(lab.browser, { allowErrors: [/.*/] });
    await page.goto(lab.site.url('/'));
    let blocked = 0;
    await page.route(/\/static\/page-our-story\.[0-9a-f]+\.js$/, (route) =>
      blocked++ === 0 ? route.abort() : route.continue(),
    );
    let loads = 0;
    page.on('load', () => loads++);
    await page.getByRole('banner').getByRole('link', { name: 'Our Story' }).first().click();
    await page
      .getByRole('heading', { level: 1, name: /Our Story/i })
      .first()
      .waitFor();
    await page.waitForTimeout(1000);
    assert.equal(loads, 1, 'reloaded once');
    assert.equal(new URL(page.url()).pathname, '/our-story');
  });

  test('a shell page whose code cannot be fetched (again) keeps the header, footer and navigation, with a message and Reload', async () => {
    const { page } = await openPage(lab.browser, { allowErrors: [/.*/] });
    await page.goto(lab.site.url('/'));
    // This page was reloaded for missing code a moment ago: no second automatic reload.
    await page.evaluate(() =>
      sessionStorage.setItem(
        'ecopanel:reloaded-for-missing-code',
        JSON.stringify({ path: '/our-story', at: Date.now() }),
      ),
    );
    await page.route(/\/static\/page-our-story\.[0-9a-f]+\.js$/, (route) => route.abort());
    await page.getByRole('banner').getByRole('link', { name: 'Our Story' }).first().click();
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await alert.waitFor({ timeout: 15000 });
    assert.equal(await page.getByRole('banner').count(), 1);
    assert.equal(await page.getByRole('contentinfo').count(), 1);
    await page.unroute(/\/static\/page-our-story\.[0-9a-f]+\.js$/);
    await alert.getByRole('button', { name: 'Reload page' }).click();
    await page
      .getByRole('heading', { level: 1, name: /Our Story/i })
      .first()
      .waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).first().click();
    await page.waitForURL(lab.site.url('/'));
  });

  test('a remote page whose code is gone reloads itself once, never in a loop, then offers Reload', async () => {
    const { page, context } = await openPage(lab.browser, { allowErrors: [/.*/] });
    await page.goto(lab.site.url('/products'));
    await page.locator('[data-remote-slot^="catalogue/"][data-remote-state="ready"]').waitFor();
    await context.route(/\/page-calculator\.[0-9a-f]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    let loads = 0;
    page.on('load', () => loads++);
    await page.getByRole('link', { name: 'panel calculator', exact: true }).click();
    const reload = page.getByRole('button', { name: 'Reload page' });
    await reload.waitFor({ timeout: 20000 });
    await page.waitForTimeout(3000);
    assert.equal(loads, 1, 'reloaded exactly once');
    assert.equal(await page.getByRole('banner').count(), 1);
    assert.equal(await page.getByRole('contentinfo').count(), 1);
    await context.unroute(/\/page-calculator\.[0-9a-f]+\.js$/);
    await reload.click();
    await page.getByRole('heading', { level: 1, name: 'Panel calculator' }).waitFor();
    await page.locator('[data-remote-slot^="catalogue/"][data-remote-state="ready"]').waitFor();
  });
});
