import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { launch, openPage, ROUTES, scrollThrough } from './harness.mjs';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

async function violations(page) {
  // Evaluated through DevTools, so the page's CSP (no inline scripts) does not apply to axe itself.
  await page.evaluate(axeSource);
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('axe finds no accessibility violations', () => {
  let site;
  let browser;
  test.beforeAll(async ({ startSite }) => {
    site = await startSite();
    browser = await launch();
  });
  test.afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`on every route (${name})`, async () => {
      const { page } = await openPage(browser, { viewport });
      const found = [];
      for (const route of ROUTES) {
        await page.goto(site.url(route));
        await page.waitForLoadState('networkidle');
        await scrollThrough(page);
        found.push(...(await violations(page)).map((v) => `${route}: ${v}`));
      }
      assert.deepEqual(found, []);
    });
  }

  test('with the side menu and the Resources menu open', async () => {
    const { page } = await openPage(browser, { viewport: VIEWPORTS.phone });
    await page.goto(site.url('/products'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    assert.deepEqual(await violations(page), []);
    const desk = await openPage(browser);
    await desk.page.goto(site.url('/products'));
    await desk.page.getByRole('button', { name: 'Show Resources menu' }).click();
    assert.deepEqual(await violations(desk.page), []);
  });
});
