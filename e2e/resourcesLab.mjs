// The lab of e2e/resources-*.test.mjs (the resources remote in the composed site): the site and a
// Chromium for a describe block, each test's browser contexts closed after it so pages left open
// cannot slow the next test, and what the tests read in a page.
import { launch, openPage as openHarnessPage } from './harness.mjs';
import { test } from './fixtures.mjs';

/** Scrolls through the page so lazy images load, then reports any image that failed or is still empty. */
export async function brokenImages(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
  });
  await page.waitForLoadState('networkidle');
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => !img.complete || img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src),
  );
}

// Each test's browser context is closed after it, so pages left open cannot slow the next test.
const contexts = [];
/** The harness's openPage, its context closed after the test. */
export async function openPage(browser, options) {
  const opened = await openHarnessPage(browser, options);
  contexts.push(opened.context);
  return opened;
}

export const h1 = (page, name) => page.getByRole('heading', { level: 1, name, exact: true });

/** Called in a describe block: `lab.site` and `lab.browser`, started before its first test, closed after its last. */
export function resourcesLab() {
  const lab = { site: undefined, browser: undefined };
  test.beforeAll(async ({ startSite }) => {
    lab.site = await startSite();
    lab.browser = await launch();
  });
  test.afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  test.afterAll(async () => {
    await lab.browser?.close();
    await lab.site?.close();
  });
  return lab;
}
