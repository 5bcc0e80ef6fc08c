import { siteAndBrowser, test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { openPage, ROUTES, scrollThrough } from './harness.mjs';
import { axeViolations } from '@ecopanel/dev-tools/axe';

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

test.describe('axe finds no accessibility violations', () => {
  const lab = siteAndBrowser();

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`on every route (${name})`, async () => {
      const { page } = await openPage(lab.browser, { viewport });
      const found = [];
      for (const route of ROUTES) {
        await page.goto(lab.site.url(route));
        await page.waitForLoadState('networkidle');
        await scrollThrough(page);
        found.push(...(await axeViolations(page)).map((v) => `${route}: ${v}`));
      }
      assert.deepEqual(found, []);
    });
  }

  test('with the side menu and the Resources menu open', async () => {
    const { page } = await openPage(lab.browser, { viewport: VIEWPORTS.phone });
    await page.goto(lab.site.url('/products'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    assert.deepEqual(await axeViolations(page), []);
    const desk = await openPage(lab.browser);
    await desk.page.goto(lab.site.url('/products'));
    await desk.page.getByRole('button', { name: 'Show Resources menu' }).click();
    assert.deepEqual(await axeViolations(desk.page), []);
  });
});
