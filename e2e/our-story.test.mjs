import { siteAndBrowser, test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { openPage, scrollThrough, specSections } from './harness.mjs';

// The Our Story page of SPEC section 2, in a real browser against the production build.

/** Third-party frames answered locally: the suite never depends on the internet. */
async function stubThirdParties(page, requested) {
  for (const origin of ['https://www.youtube-nocookie.com', 'https://www.google.com']) {
    await page.route(`${origin}/**`, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>stand-in</title><p>stand-in</p>' });
    });
  }
}

test.describe('our story page', () => {
  const lab = siteAndBrowser();

  test('opens with the Our Story banner, its picture loaded first, and every section in order', async () => {
    const { page, errors } = await openPage(lab.browser);
    await page.goto(lab.site.url('/our-story'));
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Our Story');
    const banner = page.locator('img[src*="story-banner-"]');
    assert.equal(await banner.getAttribute('fetchpriority'), 'high');
    await scrollThrough(page, 12);
    assert.deepEqual(await page.locator('main h2').allTextContents(), specSections().story);
    const h3 = (name) => page.getByRole('region', { name }).getByRole('heading', { level: 3 }).allTextContents();
    assert.deepEqual(await h3('Our Services'), [
      'Advanced Manufacturing',
      'Efficient Installation',
      'Customization Options',
      'Cost-Effectiveness',
    ]);
    assert.deepEqual(await h3('How We Work'), ['Consultation', 'Design & Selection', 'Installation & Delivery']);
    assert.equal((await h3('Why Choose Us')).length, 6);
    const broken = await page.evaluate(() =>
      [...document.querySelectorAll('main img')]
        .filter((img) => !(img.complete && img.naturalWidth > 0))
        .map((img) => img.src),
    );
    assert.deepEqual(broken, []);
    assert.deepEqual(errors, []);
  });

  test('the story video: a poster only, until the play button inserts the no-cookie player', async () => {
    const { page, errors } = await openPage(lab.browser);
    const requested = [];
    await stubThirdParties(page, requested);
    await page.goto(lab.site.url('/our-story'));
    const play = page.getByRole('button', { name: 'Play video: Our Story' });
    await play.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    assert.equal(await page.locator('iframe').count(), 0);
    assert.deepEqual(requested, [], 'nothing fetched from the video platform before the click');
    await Promise.all([page.waitForRequest(/youtube-nocookie\.com\/embed\//), play.click()]);
    const player = page.locator('iframe[title="Our Story (video)"]');
    await player.waitFor();
    assert.match(await player.getAttribute('src'), /^https:\/\/www\.youtube-nocookie\.com\/embed\/[^?]+\?autoplay=1/);
    await page.waitForTimeout(500);
    assert.equal(requested.length, 1);
    assert.deepEqual(errors, []);
  });

  test('the accordion: About, Environmental Impact, Achievements, Future Vision; none open, one at a time', async () => {
    const { page } = await openPage(lab.browser);
    await page.goto(lab.site.url('/our-story'));
    const section = page.getByRole('region', { name: 'Get to Know Us' });
    await section.scrollIntoViewIfNeeded();
    assert.deepEqual(await section.getByRole('heading', { level: 3 }).allTextContents(), [
      'About',
      'Environmental Impact',
      'Achievements',
      'Future Vision',
    ]);
    // Native <details> sharing a name: the browser keeps one open; the heading is in the summary.
    const summary = (name) => section.locator('summary').filter({ has: page.getByRole('heading', { name }) });
    assert.equal(await section.locator('details[open]').count(), 0);
    await summary('About').click();
    assert.ok(await section.getByRole('region', { name: 'About' }).isVisible());
    await summary('Future Vision').click();
    assert.equal(await summary('About').evaluate((s) => s.parentElement.open), false);
    assert.equal(await section.getByRole('region', { name: 'About' }).count(), 0);
    await summary('Future Vision').click();
    assert.equal(await section.locator('details[open]').count(), 0);
  });

  test('the statistics count up over 2 s once scrolled into view, to 4500+ 1500+ 1000+ 98%', async () => {
    const { page, errors } = await openPage(lab.browser);
    await page.clock.install();
    await page.goto(lab.site.url('/our-story'));
    const stats = page.getByRole('region', { name: 'Our Journey in Numbers' });
    const seen = () => stats.locator('[aria-hidden="true"]').allTextContents();
    assert.deepEqual(await seen(), ['0+', '0+', '0+', '0%']);
    await stats.scrollIntoViewIfNeeded();
    // The intersection observer reports on the next rendered frame (real time); the count runs on the page clock.
    await page.waitForTimeout(300);
    await page.clock.runFor(1000);
    const midway = (await seen()).map((t) => parseInt(t, 10));
    assert.ok(midway[0] > 0 && midway[0] < 4500, `midway ${midway}`);
    // Screen readers are given the final figures, never the frames.
    const spoken = await stats.ariaSnapshot();
    for (const figure of ['4500+', '1500+', '1000+', '98%']) assert.ok(spoken.includes(figure), spoken);
    assert.ok(!spoken.includes(`${midway[0]}+`), spoken);
    await page.clock.runFor(1200);
    assert.deepEqual(await seen(), ['4500+', '1500+', '1000+', '98%']);
    // Once: scrolling away and back does not restart the count.
    await page.mouse.wheel(0, -3000);
    await page.clock.runFor(500);
    await stats.scrollIntoViewIfNeeded();
    await page.clock.runFor(300);
    assert.deepEqual(await seen(), ['4500+', '1500+', '1000+', '98%']);
    assert.deepEqual(errors, []);
  });

  test('the visit block: address, phone with hours, email, directions in a new tab, map on click', async () => {
    const { page, errors } = await openPage(lab.browser);
    const requested = [];
    await stubThirdParties(page, requested);
    await page.goto(lab.site.url('/our-story'));
    const visit = page.getByRole('region', { name: 'Visit Our Head Office' });
    await visit.scrollIntoViewIfNeeded();
    const text = await visit.textContent();
    assert.match(text, /06 Lucas Road\s*Colombo 01400/);
    assert.match(text, /Mon-Fri 8\.30am-5\.30pm/);
    assert.match(await visit.locator('a[href^="tel:"]').getAttribute('href'), /^tel:\+?\d+$/);
    assert.match(await visit.locator('a[href^="mailto:"]').getAttribute('href'), /^mailto:.+@/);
    const directions = visit.getByRole('link', { name: /^Get Directions/ });
    assert.equal(await directions.getAttribute('target'), '_blank');
    assert.equal(await directions.getAttribute('rel'), 'noopener noreferrer');
    assert.match(await directions.getAttribute('href'), /^https:\/\/www\.google\.com\/maps\//);
    await page.waitForLoadState('networkidle');
    assert.equal(await visit.locator('iframe').count(), 0);
    assert.deepEqual(requested, [], 'nothing fetched from the map service before the click');
    await visit.getByRole('button', { name: /^Show the map of 06 Lucas Road/ }).click();
    const map = visit.locator('iframe');
    await map.waitFor();
    assert.match(await map.getAttribute('title'), /06 Lucas Road/);
    assert.match(await map.getAttribute('src'), /^https:\/\/www\.google\.com\/maps\?q=.*output=embed$/);
    assert.deepEqual(errors, []);
  });

  for (const [name, file] of [
    ['Download Brochure', 'ecopanel-brochure.pdf'],
    ['Download Warranty & Installation Guide', 'ecopanel-warranty-installation.pdf'],
  ]) {
    test(`"${name}" downloads a real PDF`, async () => {
      const { page, context, errors } = await openPage(lab.browser);
      await page.goto(lab.site.url('/our-story'));
      const link = page.getByRole('link', { name });
      await link.scrollIntoViewIfNeeded();
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      assert.equal(download.suggestedFilename(), file);
      const bytes = await readFile(await download.path());
      assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
      assert.ok(bytes.length > 3000);
      const response = await fetch(lab.site.url(`/downloads/${file}`));
      assert.equal(response.headers.get('content-type'), 'application/pdf');
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  test('Explore Products leads to the product list', async () => {
    const { page } = await openPage(lab.browser);
    await page.goto(lab.site.url('/our-story'));
    const explore = page.getByRole('region', { name: 'Downloads' }).getByRole('link', { name: 'Explore Products' });
    await explore.scrollIntoViewIfNeeded();
    await explore.click();
    await page.waitForURL('**/products');
    await page.getByRole('heading', { level: 1, name: 'Premium Panel Collection' }).waitFor();
  });

  test('sections fade in once as they scroll into view; under reduced motion they are simply there', async () => {
    const revealOpacity = (page) =>
      page.getByRole('heading', { name: 'Why Choose Us' }).evaluate((h) => getComputedStyle(h.parentElement).opacity);
    const { page } = await openPage(lab.browser);
    await page.goto(lab.site.url('/our-story'));
    assert.equal(await revealOpacity(page), '0', 'not yet scrolled to');
    await page.getByRole('heading', { name: 'Why Choose Us' }).scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () =>
        getComputedStyle(
          [...document.querySelectorAll('h2')].find((h) => h.textContent === 'Why Choose Us').parentElement,
        ).opacity === '1',
    );

    const context = await lab.browser.newContext({ reducedMotion: 'reduce' });
    const reduced = await context.newPage();
    await reduced.goto(lab.site.url('/our-story'));
    assert.equal(await revealOpacity(reduced), '1');
    const stats = reduced.getByRole('region', { name: 'Our Journey in Numbers' });
    await stats.scrollIntoViewIfNeeded();
    await reduced.waitForTimeout(300);
    assert.deepEqual(await stats.locator('[aria-hidden="true"]').allTextContents(), ['4500+', '1500+', '1000+', '98%']);
    await context.close();
  });
});
