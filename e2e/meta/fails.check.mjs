// Run only by e2e/artifacts.test.mjs (its own config): a test that fails on purpose, after a page
// has been opened in Debian's Chromium, to prove the suite keeps a trace and a screenshot.
import assert from 'node:assert/strict';
import { test } from '../fixtures.mjs';
import { launch, openPage } from '../harness.mjs';

test('fails on purpose with a page open', async () => {
  const browser = await launch();
  const { page } = await openPage(browser);
  await page.setContent('<h1>Kept for the failed test</h1>');
  assert.equal(await page.locator('h1').textContent(), 'something else');
});
