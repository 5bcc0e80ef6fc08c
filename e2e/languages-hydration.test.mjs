// The site under /si/ and /ta/ (issue 25, first step) in the browser: Sinhala and Tamil pages
// hydrate with no warning, dates read alike on the server and in Chromium, the header's language
// switch leads to the same page and is remembered, client-side navigation stays inside the
// language, and a chosen language is suggested, never imposed. URLs: languages-urls.test.mjs.
import assert from 'node:assert/strict';
import { axeViolations } from '@ecopanel/dev-tools/axe';
import { siteAndBrowser, test } from './fixtures.mjs';
import { openPage } from './harness.mjs';

test.describe('the site in Sinhala and Tamil', () => {
  const lab = siteAndBrowser();

  const get = (path) => fetch(lab.site.url(path), { redirect: 'manual' });

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
});
