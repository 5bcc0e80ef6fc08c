// The home page of SPEC section 2, section by section, in a real browser against the production
// build: the hero (its picture prerendered and the LCP element, its slides, reduced motion), the
// sections in the spec's order with below-the-fold pictures loaded on approach, and the benefits,
// awards and badges. The lower sections (gallery, FAQ, testimonials): home-lower.test.mjs.
import assert from 'node:assert/strict';
import { siteAndBrowser, test } from './fixtures.mjs';
import { openPage, scrollThrough, specSections } from './harness.mjs';

const TRACK_LCP_AND_SHIFTS = () => {
  window.__cls = 0;
  window.__lcp = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    window.__lcp = last?.element?.currentSrc || last?.element?.tagName || null;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

/** Title of the hero slide a visitor sees (the others are hidden from them). */
const shownSlide = (page) =>
  page
    .getByRole('group', { name: /^\d of 4$/ })
    .getByRole('heading', { level: 2 })
    .textContent();

test.describe('home page', () => {
  const lab = siteAndBrowser();

  test("hero: the first slide's picture is in the prerendered HTML, high priority, and is the LCP element, with no layout shift", async () => {
    const { page, errors } = await openPage(lab.browser);
    await page.addInitScript(TRACK_LCP_AND_SHIFTS);
    const html = await (await fetch(lab.site.url('/'))).text();
    // Prerendered: the browser finds the hero picture in the HTML, before any JavaScript runs.
    assert.match(
      html,
      // In AVIF, the <picture>'s first choice (Img), with WebP on the <img> as the fallback.
      /<head>.*<link rel="preload" as="image" type="image\/avif" fetchpriority="high" imagesrcset="\/img\/hero-1-bg-480\.avif 480w.*<\/head>/is,
    );
    assert.match(
      html,
      /<img [^>]*srcset="\/img\/hero-1-bg-480\.webp 480w[^>]*loading="eager"[^>]*fetchpriority="high"/i,
    );
    assert.match(html, /<h1[^>]*>Sustainable UPVC ceiling and wall panels<\/h1>/);
    // ...and no other page downloads it.
    assert.doesNotMatch(await (await fetch(lab.site.url('/our-story'))).text(), /hero-1-bg/);
    assert.doesNotMatch(await (await fetch(lab.site.url('/products'))).text(), /hero-1-bg/);
    await page.goto(lab.site.url('/'));
    const hero = page.locator('img[src*="hero-1-bg-"]');
    await page.waitForFunction(() => document.querySelector('img[src*="hero-1-bg-"]')?.complete);
    assert.equal(await hero.getAttribute('loading'), 'eager');
    assert.equal(await hero.getAttribute('fetchpriority'), 'high');
    assert.ok((await hero.evaluate((img) => img.naturalWidth)) >= 480);
    await page.waitForTimeout(500);
    assert.match(await page.evaluate(() => window.__lcp), /\/img\/hero-1-bg-\d+\.avif$/);
    assert.equal(
      await page.getByRole('heading', { level: 1 }).textContent(),
      'Sustainable UPVC ceiling and wall panels',
    );
    assert.equal(await page.getByRole('link', { name: 'Explore Products' }).getAttribute('href'), '/products');
    assert.ok((await page.evaluate(() => window.__cls)) <= 0.02);
    assert.deepEqual(errors, []);
  });

  test('hero: advances every 4 s modulo 4, dots jump and show the current slide, hover holds it still', async () => {
    const { page, errors } = await openPage(lab.browser);
    await page.addInitScript(TRACK_LCP_AND_SHIFTS);
    await page.clock.install();
    await page.goto(lab.site.url('/'));
    const titles = [];
    for (let i = 0; i < 4; i++) {
      titles.push(await shownSlide(page));
      const dot = page.getByRole('button', { name: `Go to slide ${i + 1}` });
      assert.equal(await dot.getAttribute('aria-current'), 'true');
      await page.clock.runFor(4000);
      await page.waitForFunction(
        (t) =>
          ![...document.querySelectorAll('[aria-roledescription="slide"]:not([aria-hidden]) h2')].some(
            (h) => h.textContent === t,
          ),
        titles[i],
      );
    }
    assert.equal(new Set(titles).size, 4);
    assert.equal(await shownSlide(page), titles[0], 'after the fourth slide comes the first');
    // Each slide links to the products.
    assert.equal(await page.getByRole('group', { name: '1 of 4' }).getByRole('link').getAttribute('href'), '/products');

    await page.getByRole('button', { name: 'Go to slide 3' }).click();
    assert.equal(await shownSlide(page), titles[2]);
    await page.getByRole('button', { name: 'Go to slide 3' }).hover();
    await page.clock.runFor(12000);
    assert.equal(await shownSlide(page), titles[2], 'held still while hovered');
    // Slides swap inside one fixed box: nothing moves on the page.
    assert.ok((await page.evaluate(() => window.__cls)) <= 0.02, 'no layout shift');
    assert.deepEqual(errors, []);
  });

  test('hero: does not move by itself under prefers-reduced-motion', async () => {
    const context = await lab.browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(lab.site.url('/'));
    const first = await shownSlide(page);
    await page.getByRole('button', { name: 'Start automatic slide show' }).waitFor();
    await page.clock.runFor(10000);
    assert.equal(await shownSlide(page), first);
    await context.close();
  });

  test("shows its sections in the spec's order, loading below-the-fold pictures only on approach", async () => {
    const { page, errors } = await openPage(lab.browser);
    const requested = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto(lab.site.url('/'));
    await page.waitForLoadState('networkidle');
    // (Chrome fetches lazy images some 1250-2500px ahead; these lie further down.)
    for (const below of ['badge-', 'avatar-', 'awards-']) {
      assert.ok(!requested.some((u) => u.includes(`/img/${below}`)), `${below} pictures wait for the visitor`);
    }
    await scrollThrough(page, 14);
    const order = await page.evaluate(() =>
      [...document.querySelectorAll('main h2, main [data-remote-slot]')]
        // Our own section headings and the remote slots (not the remotes' or the hidden slides' headings).
        .filter(
          (el) =>
            el.hasAttribute('data-remote-slot') || !el.closest('[data-remote-slot], [aria-roledescription="slide"]'),
        )
        .map((el) => el.getAttribute('data-remote-slot') ?? el.textContent),
    );
    const expected = specSections().home;
    assert.deepEqual(order, expected);
    // The widgets came from their remotes, inside the shell's fail-soft slots.
    await page.locator('[data-remote-slot="impact/ImpactMonitor"][data-remote-state="ready"]').waitFor();
    await page.locator('[data-remote-slot="catalogue/FeaturedProducts"][data-remote-state="ready"]').waitFor();
    // Every generated picture exists at the size the page asked for.
    const broken = await page.evaluate(() =>
      [...document.querySelectorAll('main img')]
        .filter((img) => !img.closest('[data-remote-slot], [aria-hidden="true"]'))
        .filter((img) => !(img.complete && img.naturalWidth > 0))
        .map((img) => img.currentSrc || img.src),
    );
    assert.deepEqual(broken, []);
    assert.deepEqual(errors, []);
  });

  test('benefits, awards and badges: twelve benefits with pictures, two claims, five badges', async () => {
    const { page } = await openPage(lab.browser);
    await page.goto(lab.site.url('/'));
    const benefits = page.getByRole('region', { name: 'Benefits and Technical Features' });
    await benefits.scrollIntoViewIfNeeded();
    assert.equal(await benefits.getByRole('heading', { level: 3 }).count(), 12);
    assert.equal(await benefits.locator('img').count(), 12);
    const awards = page.getByRole('region', { name: 'Awards and Certifications' });
    await awards.scrollIntoViewIfNeeded();
    assert.deepEqual(
      await awards
        .getByRole('list', { name: 'Certificates' })
        .getByRole('img')
        .evaluateAll((imgs) => imgs.map((i) => i.alt)),
      [
        'Recyclable material',
        'ISO 9001:2015 certified quality',
        'Laboratory tested',
        'Eco-friendly product',
        'iGreen green-labelled product',
      ],
    );
    assert.match(await awards.textContent(), /Green Building Council/);
    assert.match(await awards.textContent(), /Best Innovative Product/);
  });
});
