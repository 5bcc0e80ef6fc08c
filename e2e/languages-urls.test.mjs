// The site under /si/ and /ta/ (issue 25, first step), its URLs and server HTML: every public page
// at its language's URL, rendered by the server with its language, canonical and reciprocal
// hreflang links, real 404s and 301s under each prefix, the sitemap, the language text a page
// preloads, and text not translated yet kept English, marked lang="en". The browser's side:
// languages-hydration.test.mjs and languages-phone.test.mjs.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { siteAndBrowser, test } from './fixtures.mjs';
import { alternatesOf, attr, scriptsRun, SITE } from './languagesPage.mjs';
import { ROOT } from '../scripts/servers.mjs';

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
});
