import { siteAndBrowser, test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { openPage, replaceFile } from './harness.mjs';

// Beyond one remote being down (failsoft.test.mjs): a slow remote, and a broken or missing registry.
const TRACK_LAYOUT_SHIFTS = () => {
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

test.describe('resilience', () => {
  const lab = siteAndBrowser();

  test('a remote whose code arrives 5 s late: its server-rendered content shows at once and stays put until it is interactive', async () => {
    const { page, errors } = await openPage(lab.browser);
    await page.addInitScript(TRACK_LAYOUT_SHIFTS);
    // The catalogue's code (its manifest, entry and chunks) arrives 5 s late; its pictures do not.
    await page.route(`http://localhost:${lab.site.ports.catalogue}/**`, async (route) => {
      if (/\.js$|mf-manifest\.json$/.test(new URL(route.request().url()).pathname))
        await new Promise((r) => setTimeout(r, 5000));
      await route.continue();
    });
    const started = Date.now();
    await page.goto(lab.site.url('/products'), { waitUntil: 'domcontentloaded' });
    // The shell's server rendered the catalogue: the reader has it while its code is still on the way.
    await page.getByRole('heading', { level: 1, name: 'Premium Panel Collection' }).waitFor();
    assert.equal(await page.locator('[data-remote-slot^="catalogue/"]').getAttribute('data-remote-state'), 'loading');
    assert.equal(await page.getByRole('banner').count(), 1);
    assert.equal(await page.getByRole('contentinfo').count(), 1);
    await page.locator('[data-remote-slot^="catalogue/"][data-remote-state="ready"]').waitFor({ timeout: 20000 });
    assert.ok(Date.now() - started >= 5000, 'content arrived before the delay was over');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const cls = await page.evaluate(() => window.__cls);
    assert.ok(cls <= 0.02, `layout shift ${cls}`);
    assert.deepEqual(errors, []);
  });

  // The server writes the registry it reads into every page (without the entries that are not
  // remotes); where it cannot read it, the page asks for /remotes.json itself, which the server
  // answers from the same file.
  for (const [what, deployed, carried] of [
    ['missing', null, null],
    ['with entries that are not remotes', '{"catalogue": 42, "impact": "javascript:alert(1)"}', '{}'],
  ]) {
    test(`with the deployed remotes.json ${what}, the shell still renders its own pages and says which parts are unavailable`, async () => {
      const { page, errors } = await openPage(lab.browser, {
        allowErrors: [/remote registry|Remote registry|remotes\.json|unavailable|failed|status of 404/i],
      });
      const restore = await replaceFile(lab.site.registryFile, deployed);
      try {
        await page.goto(lab.site.url('/'));
        const registry = page.locator('script#remote-registry');
        assert.equal(await registry.count(), carried === null ? 0 : 1);
        if (carried !== null) assert.equal(await registry.textContent(), carried);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.locator('[data-remote-slot="impact/ImpactMonitor"]').scrollIntoViewIfNeeded();
        await page.getByText(/green impact monitor is unavailable right now/).waitFor({ timeout: 15000 });

        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Our Story', exact: true })
          .click();
        await page.getByRole('heading', { level: 1, name: 'Our Story' }).waitFor();
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Products', exact: true })
          .click();
        await page.getByText(/product catalogue is unavailable right now/).waitFor({ timeout: 15000 });
        assert.equal(await page.getByRole('contentinfo').count(), 1);
        assert.deepEqual(
          errors.filter((e) => e.startsWith('pageerror')),
          [],
        );
      } finally {
        await restore();
      }
    });
  }
});
