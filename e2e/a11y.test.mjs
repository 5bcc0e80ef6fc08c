import { siteAndBrowser, test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { openPage, ROUTES, scrollThrough } from './harness.mjs';
import { axeViolations } from './axe.mjs';

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

test.describe('axe finds no accessibility violations', () => {
  const started = siteAndBrowser();

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`on every route (${name})`, async () => {
      const { page } = await openPage(started.browser, { viewport });
      const found = [];
      for (const route of ROUTES) {
        await page.goto(started.site.url(route));
        await page.waitForLoadState('networkidle');
        await scrollThrough(page);
        found.push(...(await axeViolations(page)).map((v) => `${route}: ${v}`));
      }
      assert.deepEqual(found, []);
    });
  }

  test('with the side menu and the Resources menu open', async () => {
    const { page } = await openPage(started.browser, { viewport: VIEWPORTS.phone });
    await page.goto(started.site.url('/products'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    assert.deepEqual(await axeViolations(page), []);
    const desk = await openPage(started.browser);
    await desk.page.goto(started.site.url('/products'));
    await desk.page.getByRole('button', { name: 'Show Resources menu' }).click();
    assert.deepEqual(await axeViolations(desk.page), []);
  });
});
