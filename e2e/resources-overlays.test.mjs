// The resources remote in the composed site (SPEC section 2, "Resources pages"): the installation
// diagrams enlarge in an overlay and the video loads only on click; axe finds nothing on any route
// (desktop and phone) nor with the lightbox, an overlay or an FAQ answer open. The pages themselves:
// resources-pages.test.mjs.
import assert from 'node:assert/strict';
import { axeViolations } from '@ecopanel/dev-tools/axe';
// The remote's own list of its pages (its team keeps it; the site's suite walks the same pages).
// eslint-disable-next-line import-x/no-relative-packages
import { ROUTES } from '../mfe-resources/e2e/routes.mjs';
import { test } from './fixtures.mjs';
import { brokenImages, h1, openPage, resourcesLab } from './resourcesLab.mjs';

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

test.describe('resources remote in the composed site', () => {
  const lab = resourcesLab();

  test('installation: diagrams enlarge in an overlay; the video loads only on click', async () => {
    const { page, errors } = await openPage(lab.browser);
    const video = [];
    await page.route('https://www.youtube-nocookie.com/**', (route) => {
      video.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Video</p>' });
    });
    await page.goto(lab.site.url('/resources/installation'));
    await h1(page, 'Installation Guidelines').waitFor();

    for (const caption of ['Tools diagram', 'Installation guideline drawing']) {
      const trigger = page.getByRole('button', { name: `Enlarge: ${caption}` });
      await trigger.click();
      const overlay = page.getByRole('dialog', { name: caption });
      await overlay.waitFor();
      await page.waitForFunction(() => {
        const img = document.querySelector('dialog img');
        return img?.complete && img.naturalWidth > 0;
      });
      await page.keyboard.press('Escape');
      await overlay.waitFor({ state: 'hidden' });
      assert.equal(await trigger.evaluate((el) => el === document.activeElement), true);
      await trigger.click();
      await overlay.waitFor();
      // A click on the backdrop, outside the picture, closes it.
      await page.mouse.click(5, 5);
      await overlay.waitFor({ state: 'hidden' });
      await trigger.click();
      await overlay.getByRole('button', { name: 'Close' }).click();
      await overlay.waitFor({ state: 'hidden' });
    }

    await page.waitForTimeout(500);
    assert.equal(await page.locator('iframe').count(), 0);
    assert.deepEqual(video, []);
    const player = page.waitForRequest(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await page.getByRole('button', { name: 'Play video: how to install UPVC ceiling panels' }).click();
    const frame = page.locator('iframe[title="Installation video: how to install UPVC ceiling panels"]');
    await frame.waitFor();
    assert.match(await frame.getAttribute('src'), /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await player;
    assert.equal(video.length, 1);
    assert.deepEqual(errors, []);
  });

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe finds no violations on any resources route (${label})`, async () => {
      const { page } = await openPage(lab.browser, { viewport });
      const found = [];
      for (const [route] of ROUTES) {
        await page.goto(lab.site.url(route));
        await page.locator('main h1').waitFor();
        if (route === '/resources/certificate') await page.getByRole('tablist').waitFor();
        await brokenImages(page);
        found.push(...(await axeViolations(page)).map((v) => `${route}: ${v}`));
      }
      assert.deepEqual(found, []);
    });
  }

  test('axe finds no violations with the lightbox, the overlay or an FAQ answer open', async () => {
    const { page } = await openPage(lab.browser);
    await page.goto(lab.site.url('/resources/certificate'));
    await page.getByRole('tabpanel').getByRole('button').nth(3).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForLoadState('networkidle');
    const found = (await axeViolations(page)).map((v) => `lightbox: ${v}`);

    await page.goto(lab.site.url('/resources/installation'));
    await page.getByRole('button', { name: 'Enlarge: Tools diagram' }).click();
    await page.getByRole('dialog').waitFor();
    found.push(...(await axeViolations(page)).map((v) => `overlay: ${v}`));

    await page.goto(lab.site.url('/resources/faq'));
    await page.locator('main summary').filter({ hasText: 'What are the panels made of?' }).click();
    await page.getByText(/made of UPVC: PVC and calcium carbonate/).waitFor();
    found.push(...(await axeViolations(page)).map((v) => `faq: ${v}`));

    await page.goto(lab.site.url('/resources/projects'));
    await page.locator('main article').first().hover();
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('main article a').parentElement).opacity === '1',
    );
    found.push(...(await axeViolations(page)).map((v) => `project overlay: ${v}`));
    assert.deepEqual(found, []);
  });
});
