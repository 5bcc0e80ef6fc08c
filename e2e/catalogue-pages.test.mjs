// The catalogue remote in the composed site (SPEC section 2 "Products", "Product detail"): what a
// buyer sees on the list and the product pages, with the remote's own generated pictures actually
// arriving; a slug that differs from the title, an unknown id, and axe on desktop and phone. The
// featured products on the home page (section 5): catalogue-featured.test.mjs.
import assert from 'node:assert/strict';
import { axeViolations } from '@ecopanel/dev-tools/axe';
import { PRODUCT_COUNT } from './catalogueTable.mjs';
import { picturesLoaded, slot } from './cataloguePage.mjs';
import { siteAndBrowser, test } from './fixtures.mjs';
import { openPage, scrollThrough } from './harness.mjs';

const PHONE = { width: 390, height: 844 };

test.describe('catalogue remote in the composed site', () => {
  const lab = siteAndBrowser();

  test('/products: Premium Panel Collection, a card per product whose pictures come from the catalogue, no filter buttons', async () => {
    const { page, errors } = await openPage(lab.browser);
    await page.goto(lab.site.url('/products'));
    await page.getByRole('heading', { level: 1, name: 'Premium Panel Collection' }).waitFor();
    assert.equal(await page.title(), 'EcoPanel | Products');
    const list = slot(page, 'ProductRoutes');
    const cards = list.getByRole('article');
    assert.equal(await cards.count(), PRODUCT_COUNT);
    assert.deepEqual((await list.getByRole('heading', { level: 2 }).allTextContents()).slice(-2), [
      'Walnut Ceiling Sheet',
      'White sand Ceiling Sheet',
    ]);
    assert.equal(await list.getByRole('img', { name: 'Rated 5 out of 5' }).count(), PRODUCT_COUNT);
    assert.equal(await list.getByRole('button').count(), 0, 'the empty category filter renders no buttons');
    await scrollThrough(page, 6);
    const pictures = await picturesLoaded(list);
    assert.equal(pictures.length, PRODUCT_COUNT);
    for (const [src, width] of pictures) {
      // From the catalogue's origin: in the release the page was rendered with (or the current one,
      // when the server left the catalogue to the browser).
      assert.match(
        src,
        new RegExp(
          `^http://localhost:${lab.site.ports.catalogue}/(releases/[0-9a-f]+/)?img/panel-[a-z-]+-\\d+\\.avif$`,
        ),
      );
      assert.ok(width > 0, `${src} did not load`);
    }
    assert.deepEqual(errors, []);
  });

  const DETAIL = [
    ['/products/1/maple-ceiling-sheet', 'Maple Ceiling Sheet', 2440, '20cm x 240cm'],
    ['/products/7/silver-oak-ceiling-sheet', 'Silver OAK Ceiling Sheet', 2440, '20cm x 240cm'],
    ['/products/12/white-sand-ceiling-sheet', 'White sand Ceiling Sheet', 3000, '20cm x 300cm'],
  ];
  for (const [path, title, length, size] of DETAIL) {
    test(`${path}: the product with its meta, JSON-LD, eager main picture, table, profile and accessories`, async () => {
      const { page, errors } = await openPage(lab.browser);
      await page.goto(lab.site.url(path));
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      assert.equal(await page.title(), `EcoPanel | ${title}`);
      assert.equal(await page.locator('link[rel="canonical"]').getAttribute('href'), `http://localhost:3000${path}`);
      assert.equal(await page.locator('meta[name="robots"]').count(), 0);
      const jsonLd = JSON.parse(await page.locator('script[type="application/ld+json"]').textContent());
      assert.equal(jsonLd['@type'], 'Product');
      assert.equal(jsonLd.name, title);
      assert.equal(jsonLd.depth.value, length);

      const main = page.locator('img[fetchpriority="high"]');
      assert.equal(await main.count(), 1);
      assert.notEqual(await main.getAttribute('loading'), 'lazy');
      await page.waitForFunction((el) => el.complete && el.naturalWidth > 0, await main.elementHandle());
      assert.match(await main.evaluate((el) => el.currentSrc), /\/img\/panel-[a-z-]+-\d+\.avif$/);

      const content = slot(page, 'ProductRoutes');
      assert.ok(await content.getByText('Ceiling Panel', { exact: true }).isVisible());
      assert.ok(await content.getByRole('img', { name: 'Rated 5 out of 5' }).isVisible());
      assert.match(await content.textContent(), new RegExp(`Length${length} mm`));
      const purchase = content.getByRole('link', { name: /^Purchase/ });
      assert.equal(await purchase.getAttribute('target'), '_blank');
      assert.equal(await purchase.getAttribute('rel'), 'noopener noreferrer');
      assert.match(await purchase.getAttribute('href'), /^https:\/\//);

      const table = content.getByRole('table');
      assert.deepEqual(await table.locator('tr').allTextContents(), [
        `Size${size}`,
        'Thickness7.5mm',
        'Weight300g per sqft',
        'MaterialPVC and calcium carbonate',
      ]);
      assert.ok(await content.getByRole('heading', { level: 2, name: 'Design & Profile' }).isVisible());
      assert.deepEqual(
        await content.getByRole('region', { name: 'Accessories' }).getByRole('heading', { level: 3 }).allTextContents(),
        ['Crossing Corner', 'Hanging Clip', 'H-Corner', 'Top-Corner', 'U-Corner', 'W-Corner'],
      );
      await scrollThrough(page, 4);
      for (const [src, width] of await picturesLoaded(content)) assert.ok(width > 0, `${src} did not load`);
      assert.deepEqual(errors, []);
    });
  }

  test('detail: a slug that differs from the title only warns; the page shows with the right canonical', async () => {
    const { page, errors } = await openPage(lab.browser);
    const warnings = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.goto(lab.site.url('/products/2/kithul-sheet-old-name'));
    await page.getByRole('heading', { level: 1, name: 'Kithul Ceiling Sheet' }).waitFor();
    assert.equal(
      await page.locator('link[rel="canonical"]').getAttribute('href'),
      'http://localhost:3000/products/2/kithul-ceiling-sheet',
    );
    assert.ok(
      warnings.some((w) => w.includes('"kithul-sheet-old-name" differs from "kithul-ceiling-sheet"')),
      warnings.join('\n'),
    );
    assert.deepEqual(errors, []);
  });

  test("unknown id: 'Product not found', not indexed, with a link back to /products", async () => {
    const { page, errors } = await openPage(lab.browser);
    await page.goto(lab.site.url('/products/99/no-such-sheet'));
    await page.getByRole('heading', { level: 1, name: 'Product not found' }).waitFor();
    assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex');
    await page.getByRole('link', { name: 'Back to all products' }).click();
    await page.getByRole('heading', { level: 1, name: 'Premium Panel Collection' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/products');
    assert.deepEqual(errors, []);
  });

  test('axe finds no violations on the list, a detail page and not-found (desktop and phone)', async () => {
    const found = [];
    for (const viewport of [undefined, PHONE]) {
      const { page } = await openPage(lab.browser, viewport ? { viewport } : {});
      for (const route of ['/products', '/products/12/white-sand-ceiling-sheet', '/products/99/x']) {
        await page.goto(lab.site.url(route));
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await scrollThrough(page, 4);
        found.push(...(await axeViolations(page)).map((v) => `${route} (${viewport ? 'phone' : 'desktop'}): ${v}`));
      }
    }
    assert.deepEqual(found, []);
  });
});
