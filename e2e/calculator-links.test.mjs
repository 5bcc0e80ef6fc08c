// The panel calculator (issue #9) in the composed site: from a room's size in the catalogue remote
// to a sent quotation request in the quotation remote. The two remotes share nothing but the
// /contact?product=&message= URL; the request is read back from the local EmailJS stand-in's outbox.
// Also: the calculator linked from the product list and a product page, its code loaded only there,
// and a crafted /contact link kept plain text. Its estimates: calculator-estimates.test.mjs.
import assert from 'node:assert/strict';
import { calculator, openCalculator as openOn } from './calculatorPage.mjs';
import { siteAndBrowser, test } from './fixtures.mjs';
import { openPage, scrollThrough } from './harness.mjs';
import { quotationForm, sentWith, SUCCESS, uniqueMarker } from './quotationForm.mjs';

const CALCULATOR_CHUNK = /\/static\/page-calculator\.[0-9a-f]+\.js$/;

test.describe('panel calculator: from a room to a quotation request', () => {
  const lab = siteAndBrowser();
  const openCalculator = (path, options) => openOn(lab, path, options);

  test('is linked from the product list, titled, canonical, in the breadcrumb and the sitemap; its code loads only there', async () => {
    const { page, errors } = await openPage(lab.browser);
    const requested = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto(lab.site.url('/products'));
    await page.getByRole('heading', { level: 1, name: 'Premium Panel Collection' }).waitFor();
    await scrollThrough(page, 4);
    assert.deepEqual(
      requested.filter((u) => CALCULATOR_CHUNK.test(u)),
      [],
      'no calculator code on /products',
    );

    await page.getByRole('link', { name: 'panel calculator', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Panel calculator' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/products/calculator');
    assert.ok(
      requested.some((u) => CALCULATOR_CHUNK.test(u) && u.startsWith(`http://localhost:${lab.site.ports.catalogue}/`)),
    );
    assert.equal(await page.title(), 'EcoPanel | Panel calculator');
    assert.equal(
      await page.locator('link[rel="canonical"]').getAttribute('href'),
      'http://localhost:3000/products/calculator',
    );
    assert.match(await page.locator('meta[name="description"]').getAttribute('content'), /ceiling panels/);
    assert.equal(await page.locator('meta[name="robots"]').count(), 0);

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    assert.deepEqual(await crumbs.getByRole('link').allTextContents(), ['Home', 'Products']);
    // The last crumb is the page's own title (issue 43 point 3), no longer the URL's "Calculator".
    assert.equal(await crumbs.locator('[aria-current="page"]').textContent(), 'Panel calculator');

    const sitemap = await (await fetch(lab.site.url('/sitemap.xml'))).text();
    assert.ok(sitemap.includes('<loc>http://localhost:3000/products/calculator</loc>'));
    // Served as a page on a fresh load too (the shell's SPA fallback), not as a missing file.
    assert.equal((await fetch(lab.site.url('/products/calculator?product=3'))).status, 200);
    assert.deepEqual(errors, []);
  });

  test('a product page opens it with that product chosen', async () => {
    const { page, errors } = await openPage(lab.browser);
    await page.goto(lab.site.url('/products/12/white-sand-ceiling-sheet'));
    await page.getByRole('heading', { level: 1, name: 'White sand Ceiling Sheet' }).waitFor();
    await page.getByRole('link', { name: /^Work it out with the panel calculator/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Panel calculator' }).waitFor();
    assert.equal(new URL(page.url()).search, '?product=12');
    const c = calculator(page);
    assert.equal(await c.panel.inputValue(), '12');
    await c.length.fill('4');
    await c.width.fill('3');
    assert.equal(await c.figure('Top-Corner edge trim').textContent(), '5 × 3000 mm');
    assert.deepEqual(errors, []);
  });

  test('end to end: a room, the link, the pre-filled form, a real send, and the numbers in the outbox', async () => {
    const { page, errors, c } = await openCalculator('/products/calculator?product=3');
    await c.length.fill('5');
    await c.width.fill('4');
    await c.wastage.fill('15');
    // 20 rows of 2 whole panels + 120 mm, the 20 pieces from one panel: 41, + 15% = 47.15 -> 48.
    await c.status.filter({ hasText: '48 panels of Golden Teak Ceiling Sheet' }).waitFor();
    assert.ok(
      (await c.plan()).includes(
        'The 20 pieces of 120 mm come from 1 panel (20 × 120 mm = 2400 mm, plus 2 mm a cut: nothing left over).',
      ),
    );
    await c.quote.click();

    const q = quotationForm(page);
    await page.getByRole('heading', { level: 1, name: 'Request a Quotation' }).waitFor();
    const url = new URL(page.url());
    assert.equal(url.pathname, '/contact');
    assert.equal(url.searchParams.get('product'), 'Golden Teak Ceiling Sheet');
    assert.match(await page.getByRole('navigation', { name: 'Breadcrumb' }).textContent(), /Quotation/);
    assert.equal(await page.locator('link[rel="canonical"]').getAttribute('href'), 'http://localhost:3000/contact');
    await q.message.waitFor();
    q.shownAt = Date.now();
    const prefilled = await q.message.inputValue();
    assert.deepEqual(prefilled.split('\n'), [
      'Quotation request from the panel calculator',
      'Panel: Golden Teak Ceiling Sheet (2440 mm x 200 mm)',
      'Room: 5 m long and 4 m wide, 20.00 m² (215.28 sqft)',
      'Panels: 48 (41 in the cutting plan, plus 15% wastage)',
      'Cutting plan: 20 rows of 2 whole panels + a 120 mm piece; the 20 pieces cut from 1 panel, allowing 2 mm a saw cut',
      'Top-Corner edge trim: 8 lengths of 2440 mm',
      'Hanging clips: 216',
      'Panel weight: about 75.6 kg',
    ]);

    // Everything stays editable before sending.
    const marker = uniqueMarker();
    await q.email.fill('builder@example.lk');
    await q.mobile.fill('+94 77 555 0101');
    await q.message.press('Control+End');
    await q.message.pressSequentially(`\nTown: Kandy (${marker})`);
    await q.humanPause();
    await q.send.click();
    await q.status.filter({ hasText: SUCCESS }).waitFor();

    const [request] = await sentWith(marker);
    assert.ok(request, 'the request reached the stand-in');
    assert.equal(request.template_params.from_email, 'builder@example.lk');
    assert.equal(request.template_params.phone, '+94 77 555 0101');
    assert.equal(request.template_params.message, `${prefilled}\nTown: Kandy (${marker})`);
    for (const line of [
      'Panels: 48 (41 in the cutting plan',
      'the 20 pieces cut from 1 panel',
      'Hanging clips: 216',
      'Top-Corner edge trim: 8 lengths of 2440 mm',
      '20.00 m² (215.28 sqft)',
      '75.6 kg',
    ]) {
      assert.ok(request.template_params.message.includes(line), line);
    }
    assert.deepEqual(errors, []);
  });

  test('a product page’s "Request a quotation" pre-fills the product name', async () => {
    const { page, errors } = await openPage(lab.browser);
    await page.goto(lab.site.url('/products/1/maple-ceiling-sheet'));
    await page.getByRole('heading', { level: 1, name: 'Maple Ceiling Sheet' }).waitFor();
    await page.getByRole('link', { name: 'Request a quotation for Maple Ceiling Sheet' }).click();
    await page.getByRole('heading', { level: 1, name: 'Request a Quotation' }).waitFor();
    const q = quotationForm(page);
    await q.message.waitFor();
    assert.equal(
      await q.message.inputValue(),
      'I would like a quotation for Maple Ceiling Sheet (2440 mm x 200 mm panels).',
    );
    assert.deepEqual(errors, []);
  });

  test('a crafted /contact link stays plain text: no markup, no script, control characters gone', async () => {
    const { page, errors } = await openPage(lab.browser);
    const dialogs = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script><b>33 panels</b>';
    const query = new URLSearchParams({ product: '<i>x</i>', message: `${hostile}\u0000\u202E` });
    await page.goto(lab.site.url(`/contact?${query}`));
    const q = quotationForm(page);
    await q.message.waitFor();
    assert.equal(await q.message.inputValue(), hostile);
    // The page's own structured data (the business's JSON-LD) is the one script element main may hold.
    assert.equal(
      await page.locator('main img[src="x"], main b, main i, main script:not([type="application/ld+json"])').count(),
      0,
    );
    assert.deepEqual(dialogs, []);

    // Over the cap: dropped, not cut short, and the product named instead.
    await page.goto(
      lab.site.url(`/contact?${new URLSearchParams({ product: 'Teak Ceiling Sheet', message: 'x'.repeat(2001) })}`),
    );
    await q.message.waitFor();
    assert.equal(await q.message.inputValue(), 'I would like a quotation for Teak Ceiling Sheet.');
    assert.deepEqual(errors, []);
  });
});
