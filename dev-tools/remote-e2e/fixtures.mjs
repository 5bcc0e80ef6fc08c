// The test API of a remote's own end-to-end suite (mfe-*/e2e/): @playwright/test with
// - `browser`: Debian's Chromium (never a downloaded one), one per worker;
// - `target`: where the suite runs (target.mjs): the remote's standalone QA page, or a composed site
//   with its candidate release through the preview (`npm test -w <remote> -- --site <url> --token <t>`);
// - `open(options)`: a page of the target (`{ page, context, errors }`), closed after the test.
// Tests go to `target.url(path)`, so one test runs against either.
import { test as base } from '@playwright/test';
import { launch } from '../browser/chromium.mjs';
import { openTarget } from './target.mjs';

export { axeViolations } from '../browser/axe.mjs';

/** `test` for the suite of `remote` (its folder `dir`, the stand-ins its standalone page needs). */
export function remoteTest(options) {
  return base.extend({
    browser: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function takes from its first parameter
      async ({}, use) => {
        const browser = await launch();
        await use(browser);
        await browser.close();
      },
      { scope: 'worker' },
    ],
    target: [
      // eslint-disable-next-line no-empty-pattern -- as above
      async ({}, use) => {
        const target = await openTarget(options);
        await use(target);
        await target.close();
      },
      { scope: 'worker' },
    ],
    open: async ({ browser, target }, use) => {
      const contexts = [];
      await use(async (pageOptions) => {
        const opened = await target.open(browser, pageOptions);
        contexts.push(opened.context);
        return opened;
      });
      await Promise.all(contexts.map((context) => context.close().catch(() => {})));
    },
  });
}
