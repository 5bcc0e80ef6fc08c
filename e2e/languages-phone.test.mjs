// The site under /si/ and /ta/ (issue 25, first step) on a phone and in its details: WhatsApp chats
// in the page language, the switch in the side menu and axe on Sinhala and Tamil pages, the Tamil
// contact form's labels and messages, and the Sinhala Noto faces (the system's where the phone has them,
// else preloaded; an English page fetches none).
// URLs: languages-urls.test.mjs; hydration and the switch: languages-hydration.test.mjs.
import assert from 'node:assert/strict';
import { axeViolations } from '@ecopanel/dev-tools/axe';
import { siteAndBrowser, test } from './fixtures.mjs';
import { openPage } from './harness.mjs';
import { whatsAppChats } from './languagesPage.mjs';

test.describe('the site in Sinhala and Tamil', () => {
  const lab = siteAndBrowser();

  const get = (path) => fetch(lab.site.url(path), { redirect: 'manual' });

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

  /** Each page in a browser context of its own, as a visitor arriving from a link, with the fonts it fetches. */
  const fontsOf = async (path, { beforeLoad } = {}) => {
    const opened = await openPage(lab.browser, { viewport: { width: 412, height: 915 } });
    const fonts = [];
    opened.page.on('response', (r) => {
      if (/\.woff2$/.test(r.url())) fonts.push(`${new URL(r.url()).pathname} ${r.headers()['cache-control']}`);
    });
    await beforeLoad?.(opened.page);
    await opened.page.goto(lab.site.url(path));
    return { ...opened, fonts };
  };
  const noto = (page) =>
    page.evaluate(() =>
      [...document.fonts].filter((f) => f.family === 'Noto Sans Sinhala' && f.status === 'loaded').map((f) => f.weight),
    );

  test("draws a Sinhala page with the phone's Noto system faces from its first paint: no font fetched, nothing moves", async () => {
    const english = await fontsOf('/');
    await english.page.waitForLoadState('networkidle');
    assert.deepEqual(english.fonts, []);
    await english.context.close();

    const { page, context, errors, fonts } = await fontsOf('/si/products', {
      beforeLoad: (p) =>
        p.addInitScript(() => {
          window.__shifts = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts.push(entry.value);
          }).observe({ type: 'layout-shift', buffered: true });
        }),
    });
    // Android's Noto Sans Sinhala; here Debian's fonts-noto-core, which .ci/run installs.
    const hasSystemFaces = await page.evaluate(() =>
      Promise.all(
        ["local('Noto Sans Sinhala Regular')", "local('Noto Sans Sinhala Bold')"].map((src) =>
          new FontFace('probe', src).load(),
        ),
      ).then(
        () => true,
        () => false,
      ),
    );
    test.skip(!hasSystemFaces, 'no Noto Sans Sinhala system faces here (Debian: apt-get install fonts-noto-core)');
    await page.locator('[data-remote-state="ready"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => document.fonts.status === 'loaded');
    assert.deepEqual((await noto(page)).sort(), ['400', '700']);
    assert.deepEqual(fonts, []);
    assert.deepEqual(await page.evaluate(() => window.__shifts), []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('preloads both Sinhala faces, each fetched once and kept a year, on a phone that has no such system font', async () => {
    // The boot script's check finds no system face (a phone without them; this machine may have them).
    const { page, context, errors, fonts } = await fontsOf('/si/', {
      beforeLoad: (p) =>
        p.addInitScript(() => {
          FontFace.prototype.load = () => Promise.reject(new DOMException('no such face', 'NetworkError'));
        }),
    });
    await page.waitForFunction(() => document.querySelectorAll('head > link[rel="preload"][as="font"]').length === 2);
    await page.waitForLoadState('networkidle');
    const files = fonts.map((f) => f.split(' ')[0].replace(/\.[0-9a-f]{10}\.woff2$/, '')).sort();
    assert.deepEqual(files, [
      '/static/noto-sans-sinhala-sinhala-400-normal',
      '/static/noto-sans-sinhala-sinhala-700-normal',
    ]);
    assert.match(fonts.join('\n'), /^\/static\/noto-sans-sinhala-sinhala-400-normal\.[0-9a-f]{10}\.woff2 .*immutable/m);
    assert.doesNotMatch(fonts.join('\n'), /tamil/);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
