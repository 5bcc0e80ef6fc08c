import { siteAndBrowser, test } from './fixtures.mjs';
// The site under /si/ and /ta/ (issue 25, first step): every public page at its language's URL,
// rendered by the server with its language, canonical and reciprocal hreflang links, real 404s
// and 301s under each prefix, a language switch that leads to the same page, and client-side
// navigation that stays inside the language. Text not translated yet stays English, marked lang="en".
import assert from 'node:assert/strict';
import { openPage } from './harness.mjs';
import { axeViolations } from '@ecopanel/dev-tools/axe';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../scripts/servers.mjs';

/** The site URL the build writes into canonicals and alternates (SITE_URL's default). */
const SITE = 'http://localhost:3000';
const attr = (html, re) => re.exec(html)?.[1];
/** The scripts a page runs after its first paint (shell/src/boot/afterFirstPaint.ts), in order. */
const scriptsRun = (html) => [...html.matchAll(/<script [^>]*\bdata-after-paint="([^"]+)"/g)].map(([, src]) => src);
/** The chats the WhatsApp links in a page's HTML open (SITE_WHATSAPP's default number): number and message. */
const whatsAppChats = (html) =>
  [...html.matchAll(/<a [^>]*href="https:\/\/wa\.me\/([^"?]+)\?text=([^"]+)"[^>]*>/g)].map(([tag, number, text]) => {
    assert.match(tag, /target="_blank" rel="noopener noreferrer"/);
    return `${number} ${decodeURIComponent(text)}`;
  });

const alternatesOf = (html) =>
  [...html.split('</head>')[0].matchAll(/<link [^>]*rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(
    ([, lang, href]) => `${lang} ${href}`,
  );

test.describe('the site in Sinhala and Tamil', () => {
  const lab = siteAndBrowser();

  test("an English page's code carries no Sinhala or Tamil menu names; the pages the build keeps static carry their menus", () => {
    const dist = path.join(ROOT, 'shell', 'dist');
    const file = (name) => readFileSync(path.join(dist, name), 'utf8');
    const main = file(
      scriptsRun(file('index.html'))
        .find((src) => /^\/static\/main\.\w+\.js$/.test(src))
        .slice(1),
    );
    const labels = JSON.stringify([
      JSON.parse(readFileSync(path.join(ROOT, 'apps.json'), 'utf8')),
      JSON.parse(readFileSync(path.join(ROOT, 'shell', 'src', 'data', 'shellFooter.json'), 'utf8')),
    ]).matchAll(/"labels":\{"si":"([^"]+)","ta":"([^"]+)"\}/g);
    const names = [...labels].flatMap(([, si, ta]) => [si, ta]);
    assert.ok(names.length >= 10, 'the shell and its remotes name their menu entries in Sinhala and Tamil');
    for (const name of names) assert.ok(!main.includes(name), `${name} is in the English page's script`);
    // The build's Sinhala home page (static hosting serves it as it is) hydrates with its own menus.
    const nav = JSON.parse(attr(file('si.html'), /<script type="application\/json" id="__site_nav__">(.*?)<\/script>/));
    assert.equal(nav.main.find((entry) => entry.href === '/').labels.si, 'මුල් පිටුව');
  });

  const get = (path) => fetch(lab.site.url(path), { redirect: 'manual' });

  // The last column: text still English on that page (data not translated), which must say so.
  for (const [path, lang, english, heading, marked] of [
    ['/si/', 'si', '/', 'පරිසර හිතකාමී UPVC සිවිලිම් සහ බිත්ති පැනල', null],
    ['/si/products/1/maple-ceiling-sheet', 'si', '/products/1/maple-ceiling-sheet', 'මේපල් සිවිලිම් තහඩුව', null],
    ['/ta/resources/faq', 'ta', '/resources/faq', 'அடிக்கடி கேட்கப்படும் கேள்விகள்', null],
    ['/ta/our-story', 'ta', '/our-story', 'எங்கள் கதை', /<address lang="en">[^<]*Lucas Road/],
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
      // The page's own text is rendered; what is not translated yet is marked as the English it is.
      assert.match(html, new RegExp(`<h1[^>]*>${heading}</h1>`));
      if (marked) assert.match(html, marked);
    });
  }

  test('answers an unknown page under /si/ with a real 404 in Sinhala, and an unknown prefix with a 404', async () => {
    const missing = await get('/si/no-such-page');
    assert.equal(missing.status, 404);
    const html = await missing.text();
    assert.equal(attr(html, /<html lang="([^"]+)"/), 'si');
    assert.match(html, /මෙම පිටුව නොපවතී/);
    assert.match(html, /href="\/si\/"[^>]*>පොළොවට ආපසු යන්න/);
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
    // The build's own file (static hosting serves it) lists the same pages in the same languages.
    const locs = (text) => [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc).sort();
    assert.deepEqual(locs(readFileSync(path.join(ROOT, 'shell', 'dist', 'sitemap.xml'), 'utf8')), locs(xml));
  });

  test('hydrates Sinhala and Tamil pages, remote parts included, with no warning or error', async () => {
    for (const path of [
      '/si/',
      '/si/products/1/maple-ceiling-sheet',
      '/ta/resources/faq',
      '/ta/contact',
      '/si/our-story',
    ]) {
      const { page, context, errors } = await openPage(lab.browser);
      const warnings = [];
      page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(`${path}: ${m.text()}`);
      });
      await page.goto(lab.site.url(path));
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
      ['/ta/resources/projects/3', '2023-09', 'செப்டெம்பர் 2023', 'ta'],
      ['/si/resources/news', '2024-02-20', '2024 පෙබරවාරි 20', 'si'],
    ]) {
      const html = await (await get(path)).text();
      assert.match(html, new RegExp(`<time dateTime="${iso}" lang="${lang}"[^>]*>${text}</time>`), path);
      const { page, context, errors } = await openPage(lab.browser);
      const warnings = [];
      page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(`${path}: ${m.text()}`);
      });
      await page.goto(lab.site.url(path));
      await page.locator('[data-remote-state="ready"]').first().waitFor();
      const time = page.locator(`time[datetime="${iso}"]`).first();
      assert.equal(await time.textContent(), text, path);
      assert.equal(await time.getAttribute('lang'), lang, path);
      assert.deepEqual([...errors, ...warnings], [], path);
      await context.close();
    }
  });

  test('switches an English product page to Sinhala and back with the header switch, remembering the choice', async () => {
    const { page, context, errors } = await openPage(lab.browser);
    await page.goto(lab.site.url('/products/1/maple-ceiling-sheet'));
    const switcher = page.getByRole('navigation', { name: 'Language', exact: true });
    assert.equal(await switcher.getByRole('link', { name: 'English' }).getAttribute('aria-current'), 'true');
    await switcher.getByRole('link', { name: 'සිංහල' }).click();
    await page.waitForURL(lab.site.url('/si/products/1/maple-ceiling-sheet'));
    assert.equal(await page.locator('html').getAttribute('lang'), 'si');
    await page.getByRole('heading', { level: 1, name: 'මේපල් සිවිලිම් තහඩුව' }).waitFor();
    await page.locator('[data-remote-state="ready"]').first().waitFor();
    // The frame is the page's language's: the switch's landmark is "භාෂාව" (Language).
    const sinhala = page.getByRole('navigation', { name: 'භාෂාව', exact: true }).getByRole('link', { name: 'සිංහල' });
    assert.equal(await sinhala.getAttribute('aria-current'), 'true');
    assert.equal(await sinhala.getAttribute('lang'), 'si');
    const cookies = await context.cookies();
    assert.equal(cookies.find((c) => c.name === 'lang')?.value, 'si');
    await page.getByRole('navigation', { name: 'භාෂාව', exact: true }).getByRole('link', { name: 'English' }).click();
    await page.waitForURL(lab.site.url('/products/1/maple-ceiling-sheet'));
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    assert.equal((await context.cookies()).find((c) => c.name === 'lang')?.value, 'en');
    // A URL that names a language is never redirected by the cookie.
    await page.goto(lab.site.url('/ta/products/1/maple-ceiling-sheet'));
    assert.equal(page.url(), lab.site.url('/ta/products/1/maple-ceiling-sheet'));
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('navigates on the client inside /ta/: the menu, a product card and the breadcrumb stay in Tamil', async () => {
    const { page, context, errors } = await openPage(lab.browser);
    await page.goto(lab.site.url('/ta/resources/faq'));
    await page.locator('[data-remote-state="ready"]').first().waitFor();
    // A document loaded anew would lose this: the navigations below are the router's.
    await page.evaluate(() => (window.__sameDocument = true));
    // A Tamil page keeps the side menu at every width (its menu names do not fit the full bar).
    await page.getByRole('button', { name: 'பட்டியைத் திறக்கவும்' }).click();
    await page.getByRole('dialog', { name: 'தளப் பட்டி' }).getByRole('link', { name: 'தயாரிப்புகள்' }).click();
    await page.waitForURL(lab.site.url('/ta/products'));
    await page.getByRole('heading', { level: 1, name: 'உயர்தரப் பேனல் தொகுப்பு' }).waitFor();
    // A product card's link, as the catalogue renders it with the shell's router.
    await page.locator('main a[href="/ta/products/2/kithul-ceiling-sheet"]').first().click();
    await page.waitForURL(lab.site.url('/ta/products/2/kithul-ceiling-sheet'));
    await page.getByRole('heading', { level: 1, name: 'கித்துள் சீலிங் தகடு' }).waitFor();
    await page.getByRole('navigation', { name: 'வழிச்சுவடு' }).getByRole('link', { name: 'தயாரிப்புகள்' }).click();
    await page.waitForURL(lab.site.url('/ta/products'));
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

  test('offers a WhatsApp chat in the page language: the product named on its page, the header following once hydrated', async () => {
    // The product named as the page names it, in Sinhala.
    const si = 'ආයුබෝවන් EcoPanel, මට මේපල් සිවිලිම් තහඩුව ගැන විමසීමට අවශ්\u200dයයි.';
    // The server's HTML: the header's links (its icon, and the side menu's, closed) ask in general (they
    // render before the page), the product page's names it.
    const product = await (await get('/si/products/1/maple-ceiling-sheet')).text();
    const siGeneral = '94000000000 ආයුබෝවන් EcoPanel, මට ඔබේ සිවිලිම් සහ බිත්ති පැනල ගැන විමසීමට අවශ්\u200dයයි.';
    assert.deepEqual(whatsAppChats(product), [siGeneral, siGeneral, `94000000000 ${si}`]);
    assert.deepEqual(
      whatsAppChats(await (await get('/ta/contact')).text()),
      Array(3).fill('94000000000 வணக்கம் EcoPanel, உங்கள் சீலிங் மற்றும் சுவர் பேனல்கள் பற்றி அறிய விரும்புகிறேன்.'),
    );

    // In the browser, on a phone: the header's icon and the side menu's words ask about the product.
    const { page, context, errors } = await openPage(lab.browser, { viewport: { width: 360, height: 740 } });
    await page.goto(lab.site.url('/si/products/1/maple-ceiling-sheet'));
    await page.locator('[data-remote-state="ready"]').first().waitFor();
    const name = 'WhatsApp හරහා කතා කරන්න (WhatsApp නව ටැබයක විවෘත වේ)';
    const message = async (link) => new URL(await link.getAttribute('href')).searchParams.get('text');
    const inHeader = page.getByRole('banner').getByRole('link', { name, exact: true });
    await page.waitForFunction(
      (text) => document.querySelector('header a[href^="https://wa.me/"]')?.href.includes(encodeURIComponent(text)),
      si,
    );
    assert.equal(await message(inHeader), si);
    const box = await inHeader.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 360 && box.width >= 44, JSON.stringify(box));
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360);
    await page.getByRole('button', { name: 'මෙනුව විවෘත කරන්න' }).click();
    const inMenu = page.getByRole('dialog', { name: 'වෙබ් අඩවියේ මෙනුව' }).getByRole('link', { name, exact: true });
    assert.ok(await inMenu.isVisible());
    assert.equal(await message(inMenu), si);
    // Back on a page about nothing in particular, the header asks in general again.
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'පිටු මාර්ගය' }).getByRole('link', { name: 'නිෂ්පාදන' }).click();
    await page.waitForURL(lab.site.url('/si/products'));
    await page.waitForFunction(
      (text) => !document.querySelector('header a[href^="https://wa.me/"]')?.href.includes(encodeURIComponent(text)),
      'මේපල්',
    );
    assert.match(await message(inHeader), /ඔබේ සිවිලිම් සහ බිත්ති පැනල/);
    // The full bar from 80rem (1280px) still fits with it, in English and Sinhala: no item cut off.
    // Tamil's longer menu names do not fit the header's 80rem: a Tamil page keeps the side menu.
    const desk = await openPage(lab.browser, { viewport: { width: 1280, height: 800 } });
    await desk.page.goto(lab.site.url('/ta/products/1/maple-ceiling-sheet'));
    assert.ok(await desk.page.getByRole('button', { name: 'பட்டியைத் திறக்கவும்' }).isVisible());
    assert.equal(await desk.page.evaluate(() => document.documentElement.scrollWidth), 1280);
    for (const [path, words] of [
      ['/products/1/maple-ceiling-sheet', 'Chat on WhatsApp'],
      ['/si/products/1/maple-ceiling-sheet', 'WhatsApp හරහා කතා කරන්න'],
    ]) {
      await desk.page.goto(lab.site.url(path));
      const bar = desk.page.getByRole('banner');
      assert.ok(await bar.getByRole('link', { name: new RegExp(`^${words} \\(`) }).isVisible(), path);
      // The menu ends before the contact area begins, and the contact area (call button last) inside the bar.
      const [menu, contact, whole] = await Promise.all(
        [bar.locator('xpath=./nav'), bar.locator('xpath=./div'), bar].map((part) => part.boundingBox()),
      );
      const right = (box) => box.x + box.width;
      assert.ok(
        right(menu) <= contact.x && right(contact) <= right(whole),
        `${path} ${JSON.stringify([menu, contact, whole])}`,
      );
    }
    assert.deepEqual([...errors, ...desk.errors], []);
    await desk.context.close();
    await context.close();
  });

  test('suggests, never imposes: after choosing Sinhala, an English link opens in English and offers the page in Sinhala', async () => {
    const { page, context, errors } = await openPage(lab.browser);
    const product = '/products/1/maple-ceiling-sheet';
    await page.goto(lab.site.url(`/si${product}`));
    // The choice is made with the switch (it sets the cookie), then a shared English link is opened.
    await page.getByRole('navigation', { name: 'භාෂාව', exact: true }).getByRole('link', { name: 'සිංහල' }).click();
    await page.goto(lab.site.url(`${product}?product=1`));
    assert.equal(page.url(), lab.site.url(`${product}?product=1`), 'no redirect');
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    const offer = page.getByRole('complementary', { name: 'ඔබේ භාෂාව' });
    await offer.waitFor();
    assert.equal(await offer.getAttribute('lang'), 'si');
    const link = offer.getByRole('link', { name: 'මෙම පිටුව සිංහලෙන් කියවන්න' });
    assert.equal(await link.getAttribute('href'), `/si${product}?product=1`);
    assert.deepEqual(await axeViolations(page), []);
    // "No, thanks" holds for the visit; the link itself leads to the Sinhala page.
    await offer.getByRole('button', { name: 'එපා, ස්තුතියි' }).click();
    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('[data-remote-state="ready"]').first().waitFor();
    assert.equal(await page.getByRole('complementary', { name: 'ඔබේ භාෂාව' }).count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('offers the switch in the side menu on a phone, and axe finds nothing on the Sinhala and Tamil pages', async () => {
    const { page, context, errors } = await openPage(lab.browser, { viewport: { width: 390, height: 844 } });
    await page.goto(lab.site.url('/ta/products'));
    await page.getByRole('button', { name: 'பட்டியைத் திறக்கவும்' }).click();
    const menu = page.getByRole('dialog', { name: 'தளப் பட்டி' }).getByRole('navigation', { name: 'மொழி (பட்டி)' });
    assert.equal(await menu.getByRole('link', { name: 'தமிழ்' }).getAttribute('aria-current'), 'true');
    assert.deepEqual(await axeViolations(page), []);
    await menu.getByRole('link', { name: 'සිංහල' }).click();
    await page.waitForURL(lab.site.url('/si/products'));
    const found = [];
    for (const path of [
      '/si/',
      '/si/products/1/maple-ceiling-sheet',
      '/ta/resources/faq',
      '/ta/contact',
      '/si/no-such-page',
    ]) {
      await page.goto(lab.site.url(path));
      found.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`));
    }
    const desk = await openPage(lab.browser);
    await desk.page.goto(lab.site.url('/ta/'));
    found.push(...(await axeViolations(desk.page)).map((v) => `/ta/ (desktop): ${v}`));
    assert.deepEqual(found, []);
    assert.deepEqual([...errors, ...desk.errors], []);
    await desk.context.close();
    await context.close();
  });

  test('serves the Tamil contact page with its form labelled in Tamil; an empty send is refused in Tamil', async () => {
    const html = await (await get('/ta/contact')).text();
    for (const label of ['மின்னஞ்சல் முகவரி', 'கைபேசி இலக்கம்', 'செய்தி'])
      assert.match(html, new RegExp(`<label [^>]*>${label}</label>`), label);
    const { page, context, errors } = await openPage(lab.browser);
    await page.goto(lab.site.url('/ta/contact'));
    await page.locator('[data-remote-slot][data-remote-state="ready"]').first().waitFor();
    await page.getByRole('button', { name: 'கோரிக்கையை அனுப்புங்கள்' }).click();
    const email = page.getByRole('textbox', { name: 'மின்னஞ்சல் முகவரி', exact: true });
    const said = 'தயவுசெய்து உங்கள் மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்.';
    await page.getByText(said).waitFor();
    assert.equal(await email.getAttribute('aria-invalid'), 'true');
    assert.equal(await email.evaluate((input) => input.validationMessage), said);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("preloads from <head> the text a Sinhala page waits for before it hydrates, and no other language's", async () => {
    const preloads = async (path) =>
      [
        ...(await (await get(path)).text())
          .split('</head>')[0]
          .matchAll(/<link rel="preload" href="([^"]+)" as="script"/g),
      ].map(([, href]) => href);
    const sinhala = await preloads('/si/products/1/maple-ceiling-sheet');
    const named = (re) => sinhala.filter((href) => re.test(href));
    // The shell's catalog, shared-ui's and Lingui (same origin), and the catalogue's own catalog (its release).
    assert.equal(named(/^\/static\/i18n-si\.\w+\.js$/).length, 1, sinhala.join(' '));
    assert.equal(named(/^\/static\/shared-ui-i18n-si\.\w+\.js$/).length, 1, sinhala.join(' '));
    assert.equal(named(/^\/static\/lingui\.\w+\.js$/).length, 1, sinhala.join(' '));
    assert.equal(named(/^http:\/\/localhost:\d+\/.*static\/i18n-si\.\w+\.js$/).length, 1, sinhala.join(' '));
    assert.deepEqual(named(/i18n-ta/), []);
    // The calculator's own text is for its page only, and so is the home page's and Our Story's.
    assert.deepEqual(named(/page-calculator|page-home|page-our-story/), []);
    // The product page's own text with it, and not on the list.
    assert.equal(named(/static\/page-product-i18n-si\.\w+\.js$/).length, 1, sinhala.join(' '));
    assert.deepEqual(
      (await preloads('/si/products')).filter((href) => /page-product/.test(href)),
      [],
    );
    const tamilHome = (await (await get('/ta/')).text()).split('</head>')[0];
    const run = scriptsRun(tamilHome);
    const homeText = run.filter((src) => /^\/static\/page-home-i18n-ta\.\w+\.js$/.test(src));
    assert.equal(homeText.length, 1, run.join(' '));
    assert.equal((await fetch(new URL(homeText[0], lab.site.url('/')))).status, 200, homeText[0]);
    const calculator = (await preloads('/si/products/calculator')).filter((href) => /page-calculator-i18n/.test(href));
    assert.equal(calculator.length, 1, calculator.join(' '));
    assert.match(calculator[0], /page-calculator-i18n-si\.\w+\.js$/);
    assert.equal((await fetch(new URL(calculator[0], lab.site.url('/')))).status, 200, calculator[0]);
    for (const href of named(/i18n-si|lingui/))
      assert.equal((await fetch(new URL(href, lab.site.url('/')))).status, 200, href);
    assert.deepEqual(
      (await preloads('/products/1/maple-ceiling-sheet')).filter((href) => /i18n|lingui/.test(href)),
      [],
    );
    assert.deepEqual(
      (await preloads('/ta/')).filter((href) => /i18n-si/.test(href)),
      [],
    );
  });

  test('renders a Sinhala product page on the server in Sinhala, marking only what is still English', async () => {
    const html = await (await get('/si/products/1/maple-ceiling-sheet')).text();
    // The server's HTML as it arrives, no script run: where each heading's nearest lang puts it.
    const context = await lab.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.setContent(html);
    const headings = await page.$$eval('main h1, main h2', (hs) =>
      hs.map((h) => `${h.closest('[lang]').getAttribute('lang')} ${h.textContent}`),
    );
    assert.deepEqual(headings.slice(0, 3), ['si මේපල් සිවිලිම් තහඩුව', 'si ප්‍රධාන විශේෂාංග', 'si මිනුම්']);
    assert.ok(headings.every((h) => h.startsWith('si ')));
    // The key features in Sinhala too, not marked English.
    const feature = page.locator('main h2 + ul li').first();
    assert.match(await feature.textContent(), /මේපල් ලී රටාව/);
    assert.equal(await feature.evaluate((li) => li.closest('[lang]').getAttribute('lang')), 'si');
    await context.close();
  });

  test('draws a Sinhala page with its preloaded Noto faces, kept a year; an English page fetches no font', async () => {
    const { page, context, errors } = await openPage(lab.browser);
    const fonts = [];
    page.on('response', (r) => {
      if (/\.woff2$/.test(r.url())) fonts.push(`${new URL(r.url()).pathname} ${r.headers()['cache-control']}`);
    });
    await page.goto(lab.site.url('/'));
    await page.waitForLoadState('networkidle');
    assert.deepEqual(fonts, []);
    await page.goto(lab.site.url('/si/'));
    await page.waitForFunction(() =>
      [...document.fonts].some((f) => f.family.includes('Noto Sans Sinhala') && f.status === 'loaded'),
    );
    assert.match(fonts.join('\n'), /^\/static\/noto-sans-sinhala-sinhala-400-normal\.[0-9a-f]{10}\.woff2 .*immutable/m);
    assert.doesNotMatch(fonts.join('\n'), /tamil/);
    // Both faces preloaded (the bold one for the headings), each fetched once: the preloads were used.
    await page.waitForFunction(() =>
      [...document.fonts].some(
        (f) => f.family.includes('Noto Sans Sinhala') && f.weight === '700' && f.status === 'loaded',
      ),
    );
    const files = fonts.map((f) => f.split(' ')[0]);
    assert.deepEqual(files.map((f) => f.replace(/\.[0-9a-f]{10}\.woff2$/, '')).sort(), [
      '/static/noto-sans-sinhala-sinhala-400-normal',
      '/static/noto-sans-sinhala-sinhala-700-normal',
    ]);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
