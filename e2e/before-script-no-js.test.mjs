// Issue 42 point 4: the header's menu, the Resources submenu, the language switch, the FAQ answers
// and the home page's accordion work before their script. Here with JavaScript off: they are native
// HTML (a `popover` opened by `popovertarget` buttons, `<details name>`, links). While the page's
// scripts are still on their way: before-script-slow.test.mjs.
import assert from 'node:assert/strict';
import { settled } from '@ecopanel/dev-tools/page';
import { isOpen, PHONE, popoverOpen, question, WIDE } from './beforeScriptPage.mjs';
import { siteAndBrowser, test } from './fixtures.mjs';

test.describe('works before its script (issue 42 point 4)', () => {
  const lab = siteAndBrowser();

  test('with JavaScript off (390 px): the menu, the language switch and the home FAQ open; links lead on', async () => {
    const context = await lab.browser.newContext({ javaScriptEnabled: false, viewport: PHONE, hasTouch: true });
    const page = await context.newPage();
    await page.goto(lab.site.url('/'));
    const open = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    assert.equal(await menu.isVisible(), false);
    await open.tap();
    await menu.waitFor();
    assert.ok(await popoverOpen(menu));
    assert.ok(await menu.getByRole('link', { name: 'Products', exact: true }).isVisible());
    assert.ok(await menu.getByRole('navigation', { name: 'Language (menu)' }).isVisible());
    // Its Close button closes it, with no script.
    await menu.getByRole('button', { name: 'Close menu' }).tap();
    await menu.waitFor({ state: 'hidden' });

    // The home page's FAQ: one answer at a time.
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const heat = question(faq, 'How much heat can the panels take?');
    const sizes = question(faq, 'What sizes do the panels come in?');
    await heat.locator('summary').tap();
    assert.ok(await heat.getByText(/maximum continuous temperature of 60°C/).isVisible());
    await sizes.locator('summary').tap();
    assert.equal(await isOpen(heat), false);
    assert.ok(await sizes.getByRole('region').isVisible());

    // A link in the menu, then the language switch: plain links.
    await open.tap();
    await menu.getByRole('link', { name: 'Products', exact: true }).tap();
    await page.waitForURL('**/products');
    await open.tap();
    await menu.getByRole('navigation', { name: 'Language (menu)' }).getByRole('link', { name: 'සිංහල' }).tap();
    await page.waitForURL('**/si/products');
    await context.close();
  });

  test('with JavaScript off: the FAQ page opens its answers, and a wide page its Resources submenu', async () => {
    const context = await lab.browser.newContext({ javaScriptEnabled: false, viewport: PHONE, hasTouch: true });
    const page = await context.newPage();
    await page.goto(lab.site.url('/resources/faq'));
    const made = question(page.locator('main'), 'What are the panels made of?');
    const sizes = question(page.locator('main'), 'What sizes do the panels come in?');
    await made.locator('summary').tap();
    assert.ok(await page.getByText(/made of UPVC: PVC and calcium carbonate/).isVisible());
    await sizes.locator('summary').tap();
    assert.equal(await isOpen(made), false, 'one answer at a time');
    assert.ok(await isOpen(sizes));

    // The Resources submenu shows in the full bar (80rem and wider).
    await page.setViewportSize(WIDE);
    await page.goto(lab.site.url('/products'));
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Show Resources menu' });
    const submenu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    assert.equal(await submenu.isVisible(), false);
    await toggle.tap();
    await submenu.getByRole('link', { name: 'Installation Guide' }).waitFor();
    // Placed under its item, not over the bar, once it has slid in.
    await settled(submenu);
    const [item, box] = await Promise.all([toggle.boundingBox(), submenu.boundingBox()]);
    assert.ok(box.y >= item.y + item.height - 1 && box.y < item.y + item.height + 40, JSON.stringify({ item, box }));
    await page.keyboard.press('Escape');
    await submenu.waitFor({ state: 'hidden' });
    await context.close();
  });
});
