// Server-side composition (issue 13), the HTML itself: every page arrives over plain HTTP with its
// content and its own head (title, h1, description, canonical, a share picture that loads), the
// catalogue, specification and FAQ readable with JavaScript disabled, the structured data search
// engines read, and real status codes. Hydration: ssr-hydration.test.mjs; a remote's release
// reaching the server-rendered HTML: ssr-release.test.mjs.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../scripts/servers.mjs';
import { PRODUCT_PAGES } from './catalogueTable.mjs';
import { siteAndBrowser, test } from './fixtures.mjs';

const text = (html) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const attr = (html, re) => html.match(re)?.[1];
const meta = (html, key) =>
  attr(html, new RegExp(`<meta [^>]*(?:name|property)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`));

test.describe('server-side composition', () => {
  const lab = siteAndBrowser();

  test('answers every sitemap URL over plain HTTP with its own title, h1, description, canonical and a share picture that loads', async () => {
    const sitemap = await (await fetch(lab.site.url('/sitemap.xml'))).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    assert.ok(urls.length >= 35, `sitemap lists ${urls.length} URLs`);
    const titles = new Set();
    for (const pathname of urls) {
      const response = await fetch(lab.site.url(pathname), { redirect: 'manual' });
      assert.equal(response.status, 200, pathname);
      assert.match(
        response.headers.get('cache-control') ?? '',
        /max-age=0.*s-maxage=\d+.*stale-while-revalidate/,
        pathname,
      );
      const html = await response.text();
      const title = attr(html, /<title>([^<]+)<\/title>/);
      assert.match(title ?? '', /^EcoPanel \| \S/, `${pathname} title`);
      // Within its language: the sitemap lists each page in en, si and ta, and a page whose title is
      // not translated yet shares its English title across its three URLs.
      titles.add(`${/^\/(si|ta)(\/|$)/.exec(pathname)?.[1] ?? 'en'} ${title}`);
      // A letter of any script: a Sinhala or Tamil heading has no \w in it.
      assert.match(html, /<h1[^>]*>[^<]*\p{L}/u, `${pathname} h1`);
      assert.ok((meta(html, 'description') ?? '').length > 30, `${pathname} description`);
      assert.equal(
        attr(html, /<link [^>]*rel="canonical" href="([^"]+)"/),
        `http://localhost:3000${pathname === '/' ? '/' : pathname}`,
        `${pathname} canonical`,
      );
      assert.equal(meta(html, 'og:url'), attr(html, /<link [^>]*rel="canonical" href="([^"]+)"/));
      assert.ok(meta(html, 'og:title') && meta(html, 'og:description') && meta(html, 'og:type'), `${pathname} og`);
      assert.equal(meta(html, 'twitter:card'), 'summary_large_image');
      assert.equal(meta(html, 'og:image:width'), '1200');
      assert.equal(meta(html, 'og:image:height'), '630');
      let image = meta(html, 'og:image');
      assert.match(image ?? '', /^https?:\/\//, `${pathname} og:image is absolute`);
      // The site URL of this build is localhost:3000; the suite serves the shell on its own port.
      image = image.replace('http://localhost:3000/', lab.site.url('/'));
      const picture = await fetch(image);
      assert.equal(picture.status, 200, `${pathname}: ${image}`);
      assert.match(picture.headers.get('content-type') ?? '', /^image\/(jpeg|png)/);
      await picture.arrayBuffer();
    }
    assert.equal(titles.size, urls.length, 'every page has a title of its own');
  });

  test('puts the content in the HTML: products with links, the specification, FAQ answers, images with sizes, header and footer', async () => {
    const list = await (await fetch(lab.site.url('/products'))).text();
    const links = new Set([...list.matchAll(/href="(\/products\/\d+\/[a-z-]+)"/g)].map((m) => m[1]));
    assert.deepEqual([...links].sort(), [...PRODUCT_PAGES].sort());
    assert.match(list, /<header/);
    assert.match(list, /<footer/);
    assert.match(list, /aria-label="Breadcrumb"|<nav[^>]*breadcrumb/i);
    for (const img of list.match(/<img [^>]+>/g).slice(0, PRODUCT_PAGES.length)) {
      assert.match(img, /width="\d+"/);
      assert.match(img, /height="\d+"/);
      assert.match(img, /srcSet="[^"]+ \d+w/);
    }
    const product = await (await fetch(lab.site.url('/products/1/maple-ceiling-sheet'))).text();
    assert.match(text(product), /Specification/);
    assert.match(product, /<table/);
    assert.match(product, /application\/ld\+json[^>]*>\{[^<]*"@type":"Product"/);
    assert.equal(meta(product, 'og:type'), 'product');
    // Every CSS Module class the server wrote is one the remote's stylesheets define: the Node build
    // names classes exactly as the browser build does (React does not check attributes when it hydrates).
    const css = (
      await Promise.all(
        [...list.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(async (m) =>
          (await fetch(new URL(m[1], lab.site.url('/')))).text(),
        ),
      )
    ).join('\n');
    const classes = new Set(
      [...list.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1].split(' ')).filter((c) => c.startsWith('catalogue-')),
    );
    assert.ok(classes.size > 5);
    // A class that only `composes:` shared-ui's styles has no rule of its own: the browser build's
    // class map (its JS) names it, with the composed classes beside it.
    const browserJs = readdirSync(path.join(ROOT, 'mfe-catalogue', 'dist', 'static'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(path.join(ROOT, 'mfe-catalogue', 'dist', 'static', f), 'utf8'))
      .join('\n');
    for (const name of classes) {
      assert.ok(
        css.includes(`.${name}`) || browserJs.includes(`"${name} `),
        `${name} is defined by the catalogue's browser build`,
      );
    }
    const faq = text(await (await fetch(lab.site.url('/resources/faq'))).text());
    assert.match(faq, /Frequently Asked Questions/);
    assert.ok((faq.match(/\?/g) ?? []).length >= 6, 'FAQ questions are in the HTML');
  });

  test("gives search engines, in the server's HTML, a Sinhala product's price as the page shows it and the company's address and hours", async () => {
    const jsonLd = (html) =>
      [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]));
    const path = '/si/products/1/maple-ceiling-sheet';
    const product = await (await fetch(lab.site.url(path))).text();
    const [data] = jsonLd(product);
    assert.equal(data['@type'], 'Product');
    assert.equal(data.url, `http://localhost:3000${path}`, 'the url is the Sinhala page, not the English one');
    assert.deepEqual(
      { price: data.offers.price, currency: data.offers.priceCurrency, availability: data.offers.availability },
      { price: 1000, currency: 'LKR', availability: 'https://schema.org/InStock' },
    );
    // The same amount, in Sinhala, marked as the sample it is (this build has no owner's prices).
    assert.match(text(product), /නියැදි මිලකි: [^<]*තහඩුවකට රු. 1,000 තොගයේ ඇත/);
    for (const [page, url] of [
      ['/', 'http://localhost:3000/'],
      ['/ta/', 'http://localhost:3000/ta/'],
      ['/contact', 'http://localhost:3000/'],
    ]) {
      const business = jsonLd(await (await fetch(lab.site.url(page))).text());
      assert.equal(business.length, 1, page);
      assert.equal(business[0]['@type'], 'LocalBusiness', page);
      assert.equal(business[0].url, url, page);
      assert.deepEqual(business[0].address, {
        '@type': 'PostalAddress',
        streetAddress: '06 Lucas Road',
        addressLocality: 'Colombo 14',
        addressCountry: 'LK',
      });
      assert.equal(business[0].telephone, '+94 11 000 0000');
      assert.deepEqual(
        business[0].openingHoursSpecification.map((h) => [h.dayOfWeek.length, h.opens, h.closes]),
        [[5, '08:30', '17:30']],
      );
    }
  });

  test('with JavaScript disabled, a reader still gets the catalogue, a product specification and the FAQ answers', async () => {
    const context = await lab.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(lab.site.url('/products'));
    assert.equal(
      await page
        .locator('main a[href^="/products/"][href*="-ceiling-sheet"]')
        .evaluateAll((as) => new Set(as.map((a) => a.getAttribute('href'))).size),
      12,
    );
    await page.goto(lab.site.url('/products/1/maple-ceiling-sheet'));
    await page.getByRole('heading', { level: 1, name: 'Maple Ceiling Sheet' }).waitFor();
    assert.ok((await page.locator('table').first().innerText()).includes('7.5'));
    await page.goto(lab.site.url('/resources/faq'));
    const answers = page.locator('main').getByText(/battens|calcium carbonate|temperature/i);
    assert.ok((await answers.count()) > 0, 'FAQ answers are readable without JavaScript');
    await context.close();
  });

  test('answers 404 with noindex for unknown products, projects and paths, 301 for /projects, and keeps a wrong slug with the right canonical', async () => {
    for (const [pathname, heading] of [
      ['/products/99/no-such-panel', 'Product not found'],
      ['/resources/projects/99', 'Project not found'],
      ['/no-such-page', "Oops! You're drifting in space. This page doesn't exist."],
    ]) {
      const response = await fetch(lab.site.url(pathname));
      assert.equal(response.status, 404, pathname);
      const html = await response.text();
      assert.equal(meta(html, 'robots'), 'noindex', pathname);
      assert.ok(text(html).includes(heading), `${pathname}: ${heading}`);
    }
    const moved = await fetch(lab.site.url('/projects'), { redirect: 'manual' });
    assert.equal(moved.status, 301);
    assert.equal(moved.headers.get('location'), '/resources/projects');
    const wrongSlug = await fetch(lab.site.url('/products/1/old-name'));
    assert.equal(wrongSlug.status, 200);
    assert.equal(
      attr(await wrongSlug.text(), /<link [^>]*rel="canonical" href="([^"]+)"/),
      'http://localhost:3000/products/1/maple-ceiling-sheet',
    );
  });
});
