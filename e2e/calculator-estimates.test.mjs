// The panel calculator (issue #9) in the composed site, its estimates: updated as you type in metres
// and feet with the cutting plan, what is typed while the catalogue's code is on its way kept, bad
// sizes refused with their reason, axe clean, and the worked steps in Sinhala and Tamil. From the
// product list and a product page, and on to a sent quotation request: calculator-links.test.mjs.
import assert from 'node:assert/strict';
import { axeViolations } from '@ecopanel/dev-tools/axe';
import { calculator, openCalculator as openOn } from './calculatorPage.mjs';
import { siteAndBrowser, test } from './fixtures.mjs';
import { openPage } from './harness.mjs';

const PHONE = { width: 390, height: 844 };

test.describe('panel calculator: from a room to a quotation request', () => {
  const lab = siteAndBrowser();
  const openCalculator = (path, options) => openOn(lab, path, options);

  test('updates as you type, in metres and feet, with the cutting plan shown', async () => {
    const { errors, c } = await openCalculator();
    assert.match(await c.status.textContent(), /Enter the room’s length and width/);
    await c.length.pressSequentially('4');
    await c.width.pressSequentially('3');
    await c.status
      .filter({ hasText: '33 panels of Maple Ceiling Sheet, 6 edge trim lengths and 130 hanging clips.' })
      .waitFor();
    assert.equal(await c.figure('Ceiling area').textContent(), '12.00 m² (129.17 sqft)');
    assert.equal(await c.figure('Panels to order').textContent(), '33');
    assert.equal(await c.figure('Total panel weight').textContent(), '52.0 kg');
    assert.equal(await c.figure('Hanging clips').textContent(), '130');
    const plan = await c.plan();
    assert.ok(plan.includes('Rows: the 3000 mm width ÷ 200 mm per panel = 15 rows.'), plan.join('\n'));
    assert.ok(plan.includes('Each row is 4000 mm long: 1 whole 2440 mm panel + a 1560 mm piece.'), plan.join('\n'));

    // The same numbers read as feet, in White sand's 3000 mm sheets: 16 rows of 1 whole + 657.6 mm,
    // four pieces a panel; 16 + 4 = 20, + 10% = 22.
    await c.length.fill('12');
    await c.width.fill('10');
    await c.feet.check();
    await c.panel.selectOption({ label: 'White sand Ceiling Sheet (3000 mm)' });
    await c.status.filter({ hasText: '22 panels of White sand Ceiling Sheet' }).waitFor();
    assert.equal(await c.figure('Ceiling area').textContent(), '11.15 m² (120.00 sqft)');
    assert.deepEqual(errors, []);
  });

  test('what a visitor types while the catalogue’s code is on its way is kept, and estimated once it arrives', async () => {
    const { page, errors } = await openPage(lab.browser);
    // A slow phone on a slow network: the server's HTML is there at once, the catalogue's code
    // (manifest, entry, chunks) 3 s later; the visitor types in the meantime.
    let release;
    const arrived = new Promise((resolve) => (release = resolve));
    await page.route(`http://localhost:${lab.site.ports.catalogue}/**`, async (route) => {
      if (/\.js$|mf-manifest\.json$/.test(new URL(route.request().url()).pathname)) await arrived;
      await route.continue();
    });
    await page.goto(lab.site.url('/products/calculator?product=3'), { waitUntil: 'domcontentloaded' });
    const c = calculator(page);
    await page.getByRole('heading', { level: 1, name: 'Panel calculator' }).waitFor();
    assert.equal(await c.slot.getAttribute('data-remote-state'), 'loading');
    await c.length.fill('5');
    await c.width.fill('4');
    await c.wastage.fill('15');
    setTimeout(release, 3000);
    await page.locator('[data-remote-slot="catalogue/ProductRoutes"][data-remote-state="ready"]').waitFor();
    await c.status.filter({ hasText: '48 panels of Golden Teak Ceiling Sheet' }).waitFor();
    assert.deepEqual(
      [await c.length.inputValue(), await c.width.inputValue(), await c.wastage.inputValue()],
      ['5', '4', '15'],
    );
    // And the page works on from there: typing at the end of a field changes the estimate.
    await c.width.press('End');
    await c.width.pressSequentially('.5');
    assert.equal(await c.width.inputValue(), '4.5');
    await c.status
      .filter({ hasNotText: '48 panels' })
      .filter({ hasText: 'panels of Golden Teak Ceiling Sheet' })
      .waitFor();
    assert.deepEqual(errors, []);
  });

  test('says what is wrong with bad sizes and computes nothing from them', async () => {
    const { errors, c } = await openCalculator();
    await c.width.fill('3');
    for (const [typed, message] of [
      ['-4', 'The length cannot be negative.'],
      ['0', 'The length must be more than 0.'],
      ['four', 'Enter the length as a number, for example 4.5.'],
      ['101', 'The length must be 100 m or less.'],
    ]) {
      await c.length.fill(typed);
      assert.equal(await c.length.getAttribute('aria-invalid'), 'true', typed);
      const described = await c.length.evaluate((el) =>
        el
          .getAttribute('aria-describedby')
          .split(' ')
          .map((id) => document.getElementById(id).textContent)
          .join(' '),
      );
      assert.ok(described.includes(message), `${typed}: ${described}`);
      assert.equal(await c.quote.count(), 0, `${typed}: no quotation link`);
      assert.equal(await c.slot.locator('dt', { hasText: 'Panels to order' }).count(), 0);
    }
    await c.length.fill('4');
    await c.quote.waitFor();
    assert.equal(await c.length.getAttribute('aria-invalid'), null);
    assert.deepEqual(errors, []);
  });

  test('axe: no violations empty, with errors and with results (desktop and phone)', async () => {
    for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
      const { page, c } = await openCalculator('/products/calculator', { viewport });
      await page.waitForLoadState('networkidle');
      assert.deepEqual(await axeViolations(page), [], `empty at ${viewport.width}px`);
      await c.length.fill('-1');
      await c.width.fill('abc');
      await c.wastage.fill('90');
      assert.deepEqual(await axeViolations(page), [], `errors at ${viewport.width}px`);
      await c.length.fill('5.5');
      await c.width.fill('3.2');
      await c.wastage.fill('10');
      await c.quote.waitFor();
      assert.deepEqual(await axeViolations(page), [], `results at ${viewport.width}px`);
    }
  });

  test('in Sinhala and Tamil: the server’s page, then the worked steps in its language, none marked English, axe clean', async () => {
    const PAGES = [
      ['si', 'පැනල ගණකය', /^කාමරයේ දිග/, /^කාමරයේ පළල/, 'කැපීමේ සැලැස්ම', 'කාමරය: දිග 5 m සහ පළල 4 m'],
      ['ta', 'பேனல் கணிப்பான்', /^அறையின் நீளம்/, /^அறையின் அகலம்/, 'வெட்டுத் திட்டம்', 'அறை: நீளம் 5 m, அகலம் 4 m'],
    ];
    for (const [lang, heading, length, width, planName, room] of PAGES) {
      const { page, errors } = await openPage(lab.browser);
      await page.goto(lab.site.url(`/${lang}/products/calculator`));
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const slot = page.locator('[data-remote-slot="catalogue/ProductRoutes"][data-remote-state="ready"]');
      await slot.waitFor();
      await slot.getByRole('textbox', { name: length }).pressSequentially('5');
      await slot.getByRole('textbox', { name: width }).pressSequentially('4');
      const plan = slot.getByRole('list', { name: planName }).getByRole('listitem');
      await plan.first().filter({ hasText: room }).waitFor();
      assert.equal(await plan.count(), 7, lang);
      const estimate = slot.locator('section[aria-labelledby="calculator-estimate"]');
      assert.equal(await estimate.evaluate((el) => el.closest('[lang]')?.getAttribute('lang')), lang);
      assert.equal(await estimate.locator('[lang]').count(), 0, `${lang}: nothing in the estimate marked English`);
      assert.deepEqual(await axeViolations(page), [], lang);
      assert.deepEqual(errors, [], lang);
    }
  });
});
