// The resources remote in the composed site (SPEC section 2, "Resources pages"): every route with its
// h1, title and canonical and every image loaded, the projects' overlay and detail gallery, a news
// card scrolled to its article, and each page in its own chunk. The installation overlays and video,
// and axe: resources-overlays.test.mjs.
import assert from 'node:assert/strict';
// The remote's own list of its pages (its team keeps it; the site's suite walks the same pages).
// eslint-disable-next-line import-x/no-relative-packages
import { ROUTES } from '../mfe-resources/e2e/routes.mjs';
import { test } from './fixtures.mjs';
import { brokenImages, h1, openPage, resourcesLab } from './resourcesLab.mjs';

test.describe('resources remote in the composed site', () => {
  const lab = resourcesLab();

  test('renders every route with its h1, title and canonical, and every image loads', async () => {
    const { page, errors } = await openPage(lab.browser);
    for (const [route, title] of ROUTES) {
      await page.goto(lab.site.url(route));
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
    const { page, errors } = await openPage(lab.browser);
    await page.goto(lab.site.url('/resources/projects'));
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

    await page.goto(lab.site.url('/resources/projects/42'));
    await h1(page, 'Project not found').waitFor();
    await page.getByRole('link', { name: 'Back to all projects' }).click();
    await page.waitForURL('**/resources/projects');
    assert.deepEqual(errors, []);
  });

  test('news: a card opens its article on news-and-events, scrolled into view; Back to Top returns', async () => {
    const { page, errors } = await openPage(lab.browser, { viewport: { width: 1280, height: 700 } });
    await page.goto(lab.site.url('/resources/news'));
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
    await page.goto(lab.site.url('/resources/news-and-events'));
    await h1(page, 'News & Events Articles').waitFor();
    await page.waitForTimeout(400);
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    assert.deepEqual(errors, []);
  });

  test('splits pages into chunks: the FAQ does not download the certificate gallery', async () => {
    const { page, errors } = await openPage(lab.browser);
    const scripts = new Set();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.add(r.url());
    });
    await page.goto(lab.site.url('/resources/faq'));
    await h1(page, 'Frequently Asked Questions').waitFor();
    await page.waitForLoadState('networkidle');
    const before = new Set(scripts);
    await page.getByRole('banner').getByRole('link', { name: 'Resources', exact: true }).click();
    await page.locator('main').getByRole('link', { name: 'Patent Certificates & Test Reports' }).click();
    await h1(page, 'Patent Certificates & Test Reports').waitFor();
    const added = [...scripts].filter((u) => !before.has(u) && u.includes(`:${lab.site.ports.resources}/`));
    assert.ok(added.length > 0, 'the certificate page arrived in its own chunk');
    assert.deepEqual(errors, []);
  });
});
