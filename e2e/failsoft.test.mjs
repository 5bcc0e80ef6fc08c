import { siteAndBrowser, test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { openPage } from './harness.mjs';

// Each remote's server stopped in turn: the rest of the page stays, the failed part says so
// politely with a Retry button, navigation keeps working, and Retry recovers once it is back.
const CASES = [
  { remote: 'catalogue', route: '/products', label: /product catalogue is unavailable/ },
  { remote: 'resources', route: '/resources/faq', label: /resources section is unavailable/ },
  { remote: 'quotation', route: '/contact', label: /quotation form is unavailable/ },
  { remote: 'impact', route: '/', label: /green impact monitor is unavailable/, scroll: true },
];

test.describe('a remote that is down never blanks the page', () => {
  const lab = siteAndBrowser();

  for (const { remote, route, label, scroll } of CASES) {
    test(`${remote} down: ${route} keeps header and footer, offers Retry, and recovers`, async () => {
      const restart = await lab.site.stop(remote);
      let restarted = false;
      const { page, errors } = await openPage(lab.browser, { allowErrors: [/.*/] });
      try {
        await page.goto(lab.site.url(route));
        if (scroll) await page.locator(`[data-remote-slot="${remote}/ImpactMonitor"]`).scrollIntoViewIfNeeded();
        await page.getByText(label).waitFor({ timeout: 15000 });
        assert.equal(await page.getByRole('banner').count(), 1);
        assert.equal(await page.getByRole('contentinfo').count(), 1);
        assert.deepEqual(
          errors.filter((e) => e.startsWith('pageerror')),
          [],
        );

        await restart();
        restarted = true;
        await page.getByRole('button', { name: 'Retry' }).click();
        await page
          .locator(`[data-remote-slot^="${remote}/"][data-remote-state="ready"]`)
          .first()
          .waitFor({ timeout: 15000 });
        assert.equal(await page.getByText(label).count(), 0);

        // Navigation still works after the failure.
        await page.getByRole('contentinfo').getByRole('link', { name: 'Our Story' }).click();
        await page.waitForURL('**/our-story');
        await page.getByRole('heading', { level: 1, name: 'Our Story' }).waitFor();
      } finally {
        if (!restarted) await restart();
      }
    });
  }

  test('every other section of the home page stays when a below-the-fold remote fails', async () => {
    const restart = await lab.site.stop('catalogue');
    try {
      const { page } = await openPage(lab.browser, { allowErrors: [/.*/] });
      await page.goto(lab.site.url('/'));
      await page.locator('[data-remote-slot="catalogue/FeaturedProducts"]').scrollIntoViewIfNeeded();
      await page.getByText(/featured products is unavailable/).waitFor({ timeout: 15000 });
      await page.locator('[data-remote-slot="impact/ImpactMonitor"]').scrollIntoViewIfNeeded();
      await page.locator('[data-remote-slot^="impact/"][data-remote-state="ready"]').waitFor();
      assert.equal(await page.getByRole('contentinfo').count(), 1);
    } finally {
      await restart();
    }
  });
});
