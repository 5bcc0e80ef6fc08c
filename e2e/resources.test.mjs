import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { launch, openPage as openHarnessPage } from './harness.mjs';
// The remote's own list of its pages (its team keeps it; the site's suite walks the same pages).
// eslint-disable-next-line import-x/no-relative-packages
import { ROUTES } from '../mfe-resources/e2e/routes.mjs';
import { axeViolations } from '@ecopanel/dev-tools/axe';

// The resources remote in the composed site (SPEC section 2, "Resources pages").

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

/** Scrolls through the page so lazy images load, then reports any image that failed or is still empty. */
async function brokenImages(page) {
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
async function openPage(browser, options) {
  const opened = await openHarnessPage(browser, options);
  contexts.push(opened.context);
  return opened;
}

const h1 = (page, name) => page.getByRole('heading', { level: 1, name, exact: true });

test.describe('resources remote in the composed site', () => {
  let site;
  let browser;
  test.beforeAll(async ({ startSite }) => {
    site = await startSite();
    browser = await launch();
  });
  test.afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  test.afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  test('renders every route with its h1, title and canonical, and every image loads', async () => {
    const { page, errors } = await openPage(browser);
    for (const [route, title] of ROUTES) {
      await page.goto(site.url(route));
      await h1(page, title).waitFor();
      await page.waitForFunction((t) => document.title === t, `EcoPanel | ${title}`);
      assert.equal(await page.locator('link[rel="canonical"]').getAttribute('href'), `http://localhost:3000${route}`);
      if (route === '/resources/certificate') await page.getByRole('tablist').waitFor();
      assert.deepEqual(await brokenImages(page), [], `${route}: images`);
      // Generated images come from the remote's own origin, as WebP with their size reserved.
      const sized = await page.evaluate(() =>
        [...document.images].every((img) => img.getAttribute('width') && img.getAttribute('height')),
      );
      assert.ok(sized, `${route}: every image has width and height`);
    }
    assert.deepEqual(errors, []);
  });

  test('projects: 15 cards, the overlay on hover and on focus, and the detail page with its gallery', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(site.url('/resources/projects'));
    const cards = page.locator('main article');
    await cards.first().waitFor();
    assert.equal(await cards.count(), 15);

    const button = cards.nth(4).getByRole('link', { name: /^View Project Details/ });
    const opacity = () => button.evaluate((el) => getComputedStyle(el.parentElement).opacity);
    assert.equal(await opacity(), '0');
    await cards.nth(4).hover();
    await page.waitForFunction(
      (el) => getComputedStyle(el.parentElement).opacity === '1',
      await button.elementHandle(),
    );
    await page.mouse.move(0, 0);
    await page.waitForFunction(
      (el) => getComputedStyle(el.parentElement).opacity === '0',
      await button.elementHandle(),
    );
    await button.focus();
    await page.waitForFunction(
      (el) => getComputedStyle(el.parentElement).opacity === '1',
      await button.elementHandle(),
    );

    await button.click();
    await page.waitForURL('**/resources/projects/5');
    await h1(page, 'Hill Country Holiday Bungalow').waitFor();
    for (const name of ['Project Features', 'Challenges', 'Solutions']) {
      await page.getByRole('heading', { level: 2, name }).waitFor();
    }
    const main = page.getByRole('img', { name: /Hill Country Holiday Bungalow, photo/ });
    assert.match(await main.getAttribute('alt'), /photo 1 of 4/);
    await page.getByRole('button', { name: 'Show photo 2 of 4' }).click();
    assert.match(await main.getAttribute('alt'), /photo 2 of 4/);
    await page.waitForFunction(() => {
      const img = document.querySelector('img[alt$="photo 2 of 4"]');
      return img?.complete && img.naturalWidth > 0 && img.currentSrc.includes('project-5-2-');
    });

    await page.goto(site.url('/resources/projects/42'));
    await h1(page, 'Project not found').waitFor();
    await page.getByRole('link', { name: 'Back to all projects' }).click();
    await page.waitForURL('**/resources/projects');
    assert.deepEqual(errors, []);
  });

  test('news: a card opens its article on news-and-events, scrolled into view; Back to Top returns', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 700 } });
    await page.goto(site.url('/resources/news'));
    const cards = page.locator('main article');
    await cards.first().waitFor();
    assert.equal(await cards.count(), 4);
    const clamp = await cards
      .first()
      .locator('p')
      .evaluate((p) => getComputedStyle(p).webkitLineClamp);
    assert.equal(clamp, '3');

    await cards.nth(2).getByRole('link').click();
    await page.waitForURL('**/resources/news-and-events#news-3');
    // The smooth scroll starts 100 ms after the page appears and ends with the article under the header.
    await page.waitForFunction(
      () => {
        const top = document.getElementById('news-3')?.getBoundingClientRect().top;
        return top !== undefined && top >= 0 && top < 160 && window.scrollY > 300;
      },
      undefined,
      { timeout: 5000 },
    );

    await page.locator('#news-3').getByRole('button', { name: 'Back to Top' }).click();
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5000 });
    assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'H1');

    // Arriving with no hash: the page is at the top.
    await page.goto(site.url('/resources/news-and-events'));
    await h1(page, 'News & Events Articles').waitFor();
    await page.waitForTimeout(400);
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    assert.deepEqual(errors, []);
  });

  test('installation: diagrams enlarge in an overlay; the video loads only on click', async () => {
    const { page, errors } = await openPage(browser);
    const video = [];
    await page.route('https://www.youtube-nocookie.com/**', (route) => {
      video.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Video</p>' });
    });
    await page.goto(site.url('/resources/installation'));
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

  test('splits pages into chunks: the FAQ does not download the certificate gallery', async () => {
    const { page, errors } = await openPage(browser);
    const scripts = new Set();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.add(r.url());
    });
    await page.goto(site.url('/resources/faq'));
    await h1(page, 'Frequently Asked Questions').waitFor();
    await page.waitForLoadState('networkidle');
    const before = new Set(scripts);
    await page.getByRole('banner').getByRole('link', { name: 'Resources', exact: true }).click();
    await page.locator('main').getByRole('link', { name: 'Patent Certificates & Test Reports' }).click();
    await h1(page, 'Patent Certificates & Test Reports').waitFor();
    const added = [...scripts].filter((u) => !before.has(u) && u.includes(`:${site.ports.resources}/`));
    assert.ok(added.length > 0, 'the certificate page arrived in its own chunk');
    assert.deepEqual(errors, []);
  });

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe finds no violations on any resources route (${label})`, async () => {
      const { page } = await openPage(browser, { viewport });
      const found = [];
      for (const [route] of ROUTES) {
        await page.goto(site.url(route));
        await page.locator('main h1').waitFor();
        if (route === '/resources/certificate') await page.getByRole('tablist').waitFor();
        await brokenImages(page);
        found.push(...(await axeViolations(page)).map((v) => `${route}: ${v}`));
      }
      assert.deepEqual(found, []);
    });
  }

  test('axe finds no violations with the lightbox, the overlay or an FAQ answer open', async () => {
    const { page } = await openPage(browser);
    await page.goto(site.url('/resources/certificate'));
    await page.getByRole('tabpanel').getByRole('button').nth(3).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForLoadState('networkidle');
    const found = (await axeViolations(page)).map((v) => `lightbox: ${v}`);

    await page.goto(site.url('/resources/installation'));
    await page.getByRole('button', { name: 'Enlarge: Tools diagram' }).click();
    await page.getByRole('dialog').waitFor();
    found.push(...(await axeViolations(page)).map((v) => `overlay: ${v}`));

    await page.goto(site.url('/resources/faq'));
    await page.locator('main summary').filter({ hasText: 'What are the panels made of?' }).click();
    await page.getByText(/made of UPVC: PVC and calcium carbonate/).waitFor();
    found.push(...(await axeViolations(page)).map((v) => `faq: ${v}`));

    await page.goto(site.url('/resources/projects'));
    await page.locator('main article').first().hover();
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('main article a').parentElement).opacity === '1',
    );
    found.push(...(await axeViolations(page)).map((v) => `project overlay: ${v}`));
    assert.deepEqual(found, []);
  });
});
