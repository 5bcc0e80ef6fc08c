// Server-side composition (issue 13): a remote's release reaches the server-rendered HTML within the
// release check interval, with no shell rebuild or restart, and hydrates; a page rendered with the
// earlier release still loads that one. The rest of the composition: ssr-html.test.mjs and
// ssr-hydration.test.mjs.
import assert from 'node:assert/strict';
import { cpSync } from 'node:fs';
import path from 'node:path';
import { ROOT, startApp } from '../scripts/servers.mjs';
import { siteAndBrowser, test } from './fixtures.mjs';
import { openPage } from './harness.mjs';
import { buildCatalogueRelease } from './release.mjs';

test.describe('a remote released on its own, with server rendering', () => {
  const lab = siteAndBrowser();

  test('reaches the server-rendered HTML within the release check interval, and hydrates; a page rendered before the release still hydrates', async () => {
    const banner = 'Spring collection now in stock';
    const before = await (await fetch(lab.site.url('/products'))).text();
    assert.ok(!before.includes(banner));

    const nextDist = buildCatalogueRelease();
    // The deploy keeps the earlier releases beside the new one (build-tools/release).
    cpSync(path.join(ROOT, 'mfe-catalogue', 'dist', 'releases'), path.join(nextDist, 'releases'), { recursive: true });

    // A page rendered with the earlier release whose browser asks for the remote only once the new
    // release is live: it must load the release it was rendered with, not the new one.
    const { page: oldPage, context: oldContext, errors: oldErrors } = await openPage(lab.browser);
    let release;
    const live = new Promise((resolve) => (release = resolve));
    // Every request of that page to the catalogue waits until the new release is live, so none of
    // them meets the server while it is swapped.
    let asked;
    const askedOnce = new Promise((resolve) => (asked = resolve));
    await oldPage.route(`http://localhost:${lab.site.ports.catalogue}/**`, async (route) => {
      asked();
      await live;
      await route.continue();
    });
    // Its stylesheets are held too, so the page is only committed, not loaded, when the release goes live.
    await oldPage.goto(lab.site.url('/products'), { waitUntil: 'commit' });
    await askedOnce;
    await lab.site.servers.catalogue.stop();
    lab.site.servers.catalogue = await startApp('catalogue', lab.site.ports.catalogue, { dir: nextDist });
    release();
    await oldPage
      .locator('[data-remote-state="ready"]')
      .waitFor({ timeout: 15000 })
      .catch((e) => oldErrors.push(String(e)));
    assert.deepEqual(oldErrors, []);
    assert.equal(await oldPage.getByText(banner).count(), 0, 'the browser loaded the release the server rendered');
    await oldContext.close();

    const released = Date.now();
    let html = '';
    while (Date.now() - released < 15000) {
      html = await (await fetch(lab.site.url('/products'))).text();
      if (html.includes(banner)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const delay = Date.now() - released;
    assert.ok(html.includes(banner), 'the new release is in the server-rendered HTML');
    assert.ok(delay <= 7000, `seen after ${delay} ms (bound: 5 s check interval)`);
    console.log(`release visible in server HTML after ${delay} ms`);

    const { page, context, errors } = await openPage(lab.browser);
    await page.goto(lab.site.url('/products'));
    await page.locator('[data-remote-state="ready"]').waitFor();
    await page.getByText(banner).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
