// The end-to-end suite's test API: @playwright/test, with the composed site as a fixture.
// `startSite` (worker-scoped, so a describe block's beforeAll can use it) starts the five apps and
// the stand-ins on ports the system hands out, and stops whatever a file left running when the
// worker ends. The browser is Debian's Chromium (harness.mjs `launch`), never a downloaded one.
import { test as base } from '@playwright/test';
import { launch, startSite } from './harness.mjs';

export const test = base.extend({
  startSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function takes from its first parameter
    async ({}, use) => {
      const started = [];
      await use(async (options) => {
        const site = await startSite(options);
        const close = site.close.bind(site);
        let closing;
        site.close = () => (closing ??= close());
        started.push(site);
        return site;
      });
      await Promise.all(started.map((site) => site.close().catch(() => {})));
    },
    { scope: 'worker' },
  ],
});

/** A line for the report beside the test's result (what node:test called a diagnostic). */
export const note = (text) => test.info().annotations.push({ type: 'note', description: text });

/**
 * The composed site and a Chromium for the describe block this is called in: started before its
 * first test, closed after its last. Read `.site` and `.browser` inside the tests.
 */
export function siteAndBrowser(options) {
  const started = { site: undefined, browser: undefined };
  test.beforeAll(async ({ startSite }) => {
    started.site = await startSite(options);
    started.browser = await launch();
  });
  test.afterAll(async () => {
    await started.browser?.close();
    await started.site?.close();
  });
  return started;
}
