import { siteAndBrowser, test } from './fixtures.mjs';
// The site under /si/ and /ta/ (issue 25, first step): every public page at its language's URL,
// rendered by the server with its language, canonical and reciprocal hreflang links, real 404s
// and 301s under each prefix, a language switch that leads to the same page, and client-side
// navigation that stays inside the language. The text is still English, marked lang="en".
import assert from 'node:assert/strict';
import { openPage } from './harness.mjs';
import { axeViolations } from './axe.mjs';

/** The site URL the build writes into canonicals and alternates (SITE_URL's default). */
const SITE = 'http://localhost:3000';
const attr = (html, re) => re.exec(html)?.[1];

const alternatesOf = (html) =>
  [...html.split('</head>')[0].matchAll(/<link [^>]*rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(
    ([, lang, href]) => `${lang} ${href}`,
  );

test.describe('the site in Sinhala and Tamil', () => {
  const started = siteAndBrowser();

  const get = (path) => fetch(started.site.url(path), { redirect: 'manual' });

  for (const [path, lang, english, heading] of [
    ['/si/', 'si', '/', 'Home'],
    ['/si/products/1/maple-ceiling-sheet', 'si', '/products/1/maple-ceiling-sheet', 'Maple Ceiling Sheet'],
    ['/ta/resources/faq', 'ta', '/resources/faq', 'Frequently Asked Questions'],
    ['/ta/our-story', 'ta', '/our-story', 'Our Story'],
  ]) {
    test(`serves ${path} in ${lang}: status 200, <html lang>, its canonical and hreflang links for every language`, async () => {
      const response = await get(path);
      assert.equal(response.status, 200);
      const html = await response.text();
      assert.equal(attr(html, /<html lang="([^"]+)"/), lang);
      const inner = english === '/' ? '/' : english;
      const url = (l) => (l === 'en' ? `${SITE}${inner}` : `${SITE}/${l}${inner}`);
      assert.equal(attr(html, /<link [^>]*rel="canonical" href="([^"]+)"/), url(lang));
      assert.deepEqual(alternatesOf(html), [
        `en ${url('en')}`,
        `si ${url('si')}`,
        `ta ${url('ta')}`,
        `x-default ${url('en')}`,
      ]);
      // The English page names the same set back (reciprocal).
      const back = await (await get(english)).text();
      assert.equal(attr(back, /<html lang="([^"]+)"/), 'en');
      assert.deepEqual(alternatesOf(back), alternatesOf(html));
      // The untranslated text is marked as the English it is; the page's own text is rendered.
      assert.match(html, /<div lang="en" class="[^"]*">/);
      if (heading !== 'Home') assert.match(html, new RegExp(`<h1[^>]*>${heading}</h1>`));
    });
  }

  test('answers an unknown page under /si/ with a real 404 in Sinhala, and an unknown prefix with a 404', async () => {
    const missing = await get('/si/no-such-page');
    assert.equal(missing.status, 404);
    const html = await missing.text();
    assert.equal(attr(html, /<html lang="([^"]+)"/), 'si');
    assert.match(html, /This page doesn(&#x27;|')t exist/);
    assert.match(html, /href="\/si\/"[^>]*>Return to Earth/);
    assert.equal((await get('/si/products/99/nothing')).status, 404);
    for (const path of ['/fr/', '/fr/products', '/en/products', '/SI/products'])
      assert.equal((await get(path)).status, 404, path);
  });

  test('keeps 301s inside the language, and sends /si to /si/', async () => {
    const moved = await get('/si/projects');
    assert.equal(moved.status, 301);
    assert.equal(moved.headers.get('location'), '/si/resources/projects');
    // A remote's own 301 (a product's URL without its slug) too.
    const bySlug = await get('/ta/products/1');
    assert.equal(bySlug.status, 301);
    assert.equal(bySlug.headers.get('location'), '/ta/products/1/maple-ceiling-sheet');
    const home = await get('/si?utm_source=wa');
    assert.equal(home.status, 301);
    assert.equal(home.headers.get('location'), '/si/?utm_source=wa');
  });

  test('lists every language in sitemap.xml, each entry with its alternates', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    const entry = (loc) => new RegExp(`<url>\\s*<loc>${loc}</loc>([\\s\\S]*?)</url>`).exec(xml)?.[1] ?? '';
    for (const loc of [`${SITE}/products/1/maple-ceiling-sheet`, `${SITE}/si/products/1/maple-ceiling-sheet`]) {
      const links = entry(loc);
      assert.ok(links.includes(`hreflang="ta" href="${SITE}/ta/products/1/maple-ceiling-sheet"`), loc);
      assert.ok(links.includes(`hreflang="x-default" href="${SITE}/products/1/maple-ceiling-sheet"`), loc);
    }
    assert.ok(xml.includes(`<loc>${SITE}/ta/</loc>`));
    assert.ok(xml.includes(`<loc>${SITE}/ta/resources/faq</loc>`));
  });

  test('hydrates Sinhala and Tamil pages, remote parts included, with no warning or error', async () => {
    for (const path of [
      '/si/',
      '/si/products/1/maple-ceiling-sheet',
      '/ta/resources/faq',
      '/ta/contact',
      '/si/our-story',
    ]) {
      const { page, context, errors } = await openPage(started.browser);
      const warnings = [];
      page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(`${path}: ${m.text()}`);
      });
      await page.goto(started.site.url(path));
      // The server's HTML was there before hydration: the slot is hydrated in place, not re-rendered.
      for (const slot of await page.locator('[data-remote-slot]').all()) {
        if ((await slot.getAttribute('data-remote-state')) !== 'waiting')
          await page
            .locator(`[data-remote-slot="${await slot.getAttribute('data-remote-slot')}"][data-remote-state="ready"]`)
            .waitFor();
      }
      assert.equal(await page.locator('html').getAttribute('lang'), path.slice(1, 3), path);
      assert.deepEqual([...errors, ...warnings], [], path);
      await context.close();
    }
  });

  test('writes the dates of news and projects in the page language, the same in the server HTML and in Chromium', async () => {
    // Dates are the one text the server (Node's ICU) and the browser (Chromium's) could write
    // differently; shared-ui's formatDate writes them from its own table, so both read alike.
    for (const [path, iso, text, lang] of [
      ['/ta/resources/news-and-events', '2024-06-14', '14 ஜூன், 2024', 'ta'],
      ['/ta/resources/projects/3', '2023-09', 'செப்டம்பர் 2023', 'ta'],
      ['/si/resources/news', '2024-02-20', '2024 පෙබරවාරි 20', 'si'],
    ]) {
      const html = await (await get(path)).text();
      assert.match(html, new RegExp(`<time dateTime="${iso}" lang="${lang}"[^>]*>${text}</time>`), path);
      const { page, context, errors } = await openPage(started.browser);
      const warnings = [];
      page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(`${path}: ${m.text()}`);
      });
      await page.goto(started.site.url(path));
      await page.locator('[data-remote-state="ready"]').first().waitFor();
      const time = page.locator(`time[datetime="${iso}"]`).first();
      assert.equal(await time.textContent(), text, path);
      assert.equal(await time.getAttribute('lang'), lang, path);
      assert.deepEqual([...errors, ...warnings], [], path);
      await context.close();
    }
  });

  test('switches an English product page to Sinhala and back with the header switch, remembering the choice', async () => {
    const { page, context, errors } = await openPage(started.browser);
    await page.goto(started.site.url('/products/1/maple-ceiling-sheet'));
    const switcher = page.getByRole('navigation', { name: 'Language', exact: true });
    assert.equal(await switcher.getByRole('link', { name: 'English' }).getAttribute('aria-current'), 'true');
    await switcher.getByRole('link', { name: 'සිංහල' }).click();
    await page.waitForURL(started.site.url('/si/products/1/maple-ceiling-sheet'));
    assert.equal(await page.locator('html').getAttribute('lang'), 'si');
    await page.getByRole('heading', { level: 1, name: 'Maple Ceiling Sheet' }).waitFor();
    await page.locator('[data-remote-state="ready"]').first().waitFor();
    // The frame is the page's language's: the switch's landmark is "භාෂාව" (Language).
    const sinhala = page.getByRole('navigation', { name: 'භාෂාව', exact: true }).getByRole('link', { name: 'සිංහල' });
    assert.equal(await sinhala.getAttribute('aria-current'), 'true');
    assert.equal(await sinhala.getAttribute('lang'), 'si');
    const cookies = await context.cookies();
    assert.equal(cookies.find((c) => c.name === 'lang')?.value, 'si');
    await page.getByRole('navigation', { name: 'භාෂාව', exact: true }).getByRole('link', { name: 'English' }).click();
    await page.waitForURL(started.site.url('/products/1/maple-ceiling-sheet'));
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    assert.equal((await context.cookies()).find((c) => c.name === 'lang')?.value, 'en');
    // A URL that names a language is never redirected by the cookie.
    await page.goto(started.site.url('/ta/products/1/maple-ceiling-sheet'));
    assert.equal(page.url(), started.site.url('/ta/products/1/maple-ceiling-sheet'));
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('navigates on the client inside /ta/: the menu, a product card and the breadcrumb stay in Tamil', async () => {
    const { page, context, errors } = await openPage(started.browser);
    await page.goto(started.site.url('/ta/resources/faq'));
    await page.locator('[data-remote-state="ready"]').first().waitFor();
    // A document loaded anew would lose this: the navigations below are the router's.
    await page.evaluate(() => (window.__sameDocument = true));
    await page.getByRole('navigation', { name: 'முதன்மை' }).getByRole('link', { name: 'தயாரிப்புகள்' }).click();
    await page.waitForURL(started.site.url('/ta/products'));
    await page.getByRole('heading', { level: 1, name: 'Premium Panel Collection' }).waitFor();
    // A product card's link, as the catalogue renders it with the shell's router.
    await page.locator('main a[href="/ta/products/2/kithul-ceiling-sheet"]').first().click();
    await page.waitForURL(started.site.url('/ta/products/2/kithul-ceiling-sheet'));
    await page.getByRole('heading', { level: 1, name: 'Kithul Ceiling Sheet' }).waitFor();
    await page.getByRole('navigation', { name: 'வழிச்சுவடு' }).getByRole('link', { name: 'தயாரிப்புகள்' }).click();
    await page.waitForURL(started.site.url('/ta/products'));
    assert.equal(await page.evaluate(() => window.__sameDocument), true);
    assert.equal(await page.locator('html').getAttribute('lang'), 'ta');
    const outside = await page.$$eval('#root a[href^="/"]:not([hreflang])', (links) =>
      links
        .map((a) => a.getAttribute('href'))
        .filter((href) => !/^\/ta\//.test(href) && !/^\/(downloads|img)\//.test(href)),
    );
    assert.deepEqual(outside, []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('offers the switch in the side menu on a phone, and axe finds nothing on the Sinhala and Tamil pages', async () => {
    const { page, context, errors } = await openPage(started.browser, { viewport: { width: 390, height: 844 } });
    await page.goto(started.site.url('/ta/products'));
    await page.getByRole('button', { name: 'பட்டியைத் திறக்கவும்' }).click();
    const menu = page.getByRole('dialog', { name: 'தளப் பட்டி' }).getByRole('navigation', { name: 'மொழி (பட்டி)' });
    assert.equal(await menu.getByRole('link', { name: 'தமிழ்' }).getAttribute('aria-current'), 'true');
    assert.deepEqual(await axeViolations(page), []);
    await menu.getByRole('link', { name: 'සිංහල' }).click();
    await page.waitForURL(started.site.url('/si/products'));
    const found = [];
    for (const path of [
      '/si/',
      '/si/products/1/maple-ceiling-sheet',
      '/ta/resources/faq',
      '/ta/contact',
      '/si/no-such-page',
    ]) {
      await page.goto(started.site.url(path));
      found.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`));
    }
    const desk = await openPage(started.browser);
    await desk.page.goto(started.site.url('/ta/'));
    found.push(...(await axeViolations(desk.page)).map((v) => `/ta/ (desktop): ${v}`));
    assert.deepEqual(found, []);
    assert.deepEqual([...errors, ...desk.errors], []);
    await desk.context.close();
    await context.close();
  });

  test('draws a Sinhala page with its preloaded Noto face, kept a year; an English page fetches no font', async () => {
    const { page, context, errors } = await openPage(started.browser);
    const fonts = [];
    page.on('response', (r) => {
      if (/\.woff2$/.test(r.url())) fonts.push(`${new URL(r.url()).pathname} ${r.headers()['cache-control']}`);
    });
    await page.goto(started.site.url('/'));
    await page.waitForLoadState('networkidle');
    assert.deepEqual(fonts, []);
    await page.goto(started.site.url('/si/'));
    await page.waitForFunction(() =>
      [...document.fonts].some((f) => f.family.includes('Noto Sans Sinhala') && f.status === 'loaded'),
    );
    assert.match(fonts.join('\n'), /^\/static\/noto-sans-sinhala-sinhala-400-normal\.[0-9a-f]{10}\.woff2 .*immutable/m);
    assert.doesNotMatch(fonts.join('\n'), /tamil/);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
