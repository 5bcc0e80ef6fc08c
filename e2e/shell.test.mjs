import { expect } from '@playwright/test';
import { siteAndBrowser, test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { openPage, settled } from './harness.mjs';

test.describe('the shell frame (SPEC section 2, global behaviour)', () => {
  const lab = siteAndBrowser();

  test('sets title, description and canonical on every route', async () => {
    const { page, errors } = await openPage(lab.browser);
    const cases = [
      ['/', 'EcoPanel | Home', 'http://localhost:3000/'],
      ['/our-story', 'EcoPanel | Our Story', 'http://localhost:3000/our-story'],
      ['/products', 'EcoPanel | Products', 'http://localhost:3000/products'],
      ['/contact', 'EcoPanel | Request a Quotation', 'http://localhost:3000/contact'],
      ['/contact-us', 'EcoPanel | Contact Us', 'http://localhost:3000/contact-us'],
    ];
    for (const [route, title, canonical] of cases) {
      await page.goto(lab.site.url(route));
      await page.waitForFunction((t) => document.title === t, title);
      assert.equal(await page.locator('link[rel="canonical"]').getAttribute('href'), canonical);
      assert.ok((await page.locator('meta[name="description"]').getAttribute('content'))?.length > 20);
      assert.equal(await page.locator('link[rel="canonical"]').count(), 1, `${route}: one canonical`);
    }
    assert.deepEqual(errors, []);
  });

  test('header: Resources dropdown by hover and by keyboard, Escape closes, call button', async () => {
    const { page } = await openPage(lab.browser);
    await page.goto(lab.site.url('/products'));
    // After hydration (the menus before it: before-script-slow.test.mjs): hover and aria-expanded are React's.
    await page.waitForSelector('html[data-hydrated]', { timeout: 20_000 });
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: 'Show Resources menu' });
    // aria-expanded follows the popover's `toggle` event, which the browser fires a task after the
    // key or tap, then React renders it: a web-first assertion waits for it (usePopover.ts).
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await header.getByRole('link', { name: 'Resources', exact: true }).hover();
    await header.getByRole('link', { name: 'Installation Guide' }).waitFor();
    await page.mouse.move(5, 700);
    // Leaving closes the submenu after a short delay: Enter toggles it, so wait for it to close first.
    await header.getByRole('link', { name: 'Installation Guide' }).waitFor({ state: 'hidden' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Show Resources menu');
    const call = header.locator('a[href^="tel:"]');
    assert.match(await call.first().textContent(), /\+94/);
    assert.equal(await header.locator('a[aria-current="page"]').first().textContent(), 'Products');
  });

  test('side menu on a phone: 18rem, locks scroll, highlights Resources, closes on link/backdrop/Escape', async () => {
    const { page } = await openPage(lab.browser, { viewport: { width: 390, height: 844 } });
    await page.goto(lab.site.url('/resources/faq'));
    await page.waitForSelector('html[data-hydrated]', { timeout: 20_000 });
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await menu.waitFor();
    // The popover covers the page (a dimmed scrim); its panel, once it has slid in (0.25 s, which a
    // slow machine may still be in the middle of), is pinned to the right edge.
    const panel = menu.getByRole('navigation', { name: 'Mobile' }).locator('xpath=..');
    await settled(menu);
    const box = await panel.boundingBox();
    assert.equal(Math.round(box.width), 288);
    assert.equal(Math.round(box.x + box.width), 390);
    const scroll = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    assert.equal(await scroll(), 'hidden');
    assert.equal(await menu.locator('a[aria-current="page"]').first().textContent(), 'Resources');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    assert.notEqual(await scroll(), 'hidden');
    // A tap beside the panel (the backdrop) closes it, and reaches nothing under it.
    await open.click();
    await menu.waitFor();
    await page.mouse.click(20, 400);
    await menu.waitFor({ state: 'hidden' });
    assert.match(page.url(), /\/resources\/faq$/);
    await open.click();
    await menu.getByRole('link', { name: 'Our Story' }).click();
    await page.waitForURL('**/our-story');
    await menu.waitFor({ state: 'hidden' });
  });

  test('breadcrumb: Home, crumbs per segment, numeric skipped, last plain', async () => {
    const { page } = await openPage(lab.browser);
    await page.goto(lab.site.url('/products/3/golden-teak-ceiling-sheet'));
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.waitFor();
    assert.deepEqual(
      (await crumbs.locator('li').allTextContents()).map((t) => t.replace(/[›/>]/g, '').trim()),
      ['Home', 'Products', 'Golden Teak Ceiling Sheet'],
    );
    assert.equal(await crumbs.getByRole('link').count(), 2);
    await page.goto(lab.site.url('/contact'));
    assert.match(await crumbs.textContent(), /Quotation/);
  });

  test('footer: newsletter thanks without a network call; social links are safe', async () => {
    const { page } = await openPage(lab.browser);
    await page.goto(lab.site.url('/contact-us'));
    const footer = page.getByRole('contentinfo');
    const requests = [];
    page.on('request', (r) => {
      if (['fetch', 'xhr'].includes(r.resourceType()) || r.method() !== 'GET') requests.push(r.url());
    });
    const email = footer.getByRole('textbox', { name: /email/i });
    await email.fill('buyer@example.com');
    await footer.getByRole('button', { name: /subscribe/i }).click();
    await footer.getByText('Thank you for subscribing!').waitFor();
    assert.equal(await email.inputValue(), '');
    assert.deepEqual(requests, []);
    for (const name of [/Facebook/, /Instagram/, /^X/]) {
      const link = footer.getByRole('link', { name });
      assert.equal(await link.getAttribute('target'), '_blank');
      assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
    }
    assert.match(await footer.textContent(), new RegExp(`© ${new Date().getFullYear()}`));
    assert.match(await footer.textContent(), /Colombo 14/);
  });

  test('scrolls to top on navigation and shows back-to-top past 300px', async () => {
    const { page } = await openPage(lab.browser, { viewport: { width: 1280, height: 600 } });
    await page.goto(lab.site.url('/'));
    const back = page.getByRole('button', { name: 'Back to top' });
    assert.equal(await back.isVisible(), false);
    await page.mouse.wheel(0, 1200);
    await back.waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL('**/contact-us');
    await page.waitForFunction(() => window.scrollY === 0);
  });
});
