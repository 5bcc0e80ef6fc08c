// Issue 42 point 4: the header's menu, the Resources submenu, the language switch, the FAQ answers
// and the home page's accordion work while the page's scripts are still on their way (a phone on a
// slow line). They are native HTML, so a tap made during the load is kept: once hydrated they still
// work, with aria-expanded right and no axe violation. With JavaScript off: before-script-no-js.test.mjs.
import { expect } from '@playwright/test';
import assert from 'node:assert/strict';
import { axeViolations } from '@ecopanel/dev-tools/axe';
import { isOpen, PHONE, popoverOpen, question, WIDE } from './beforeScriptPage.mjs';
import { siteAndBrowser, test } from './fixtures.mjs';

/** How long every script (the shell's and the remotes') is held back in the "slow line" runs. */
const HOLD_MS = 3000;

const hydrated = (page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

/**
 * A phone (touch) page whose scripts (every one, from the shell or a remote) arrive HOLD_MS late;
 * `held.count` counts them; `errors` as harness.mjs `openPage` collects them. Its tests act from the
 * navigation's commit: the scripts are requested with the page, and DOMContentLoaded waits for the
 * deferred boot script, by when the held ones have arrived too.
 */
async function slowScripts(browser, viewport) {
  const context = await browser.newContext({ viewport, hasTouch: true });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
  const opened = { page, context, errors };
  const held = { count: 0 };
  await context.route('**/*', async (route) => {
    if (route.request().resourceType() === 'script') {
      held.count++;
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    }
    await route.continue().catch(() => {});
  });
  return { ...opened, held };
}

test.describe('works before its script (issue 42 point 4)', () => {
  const lab = siteAndBrowser();

  test('scripts 3 s late (390 px): the menu tapped during the load opens, stays open once hydrated, and works after', async () => {
    const { page, errors, held } = await slowScripts(lab.browser, PHONE);
    await page.goto(lab.site.url('/resources/faq'), { waitUntil: 'commit' });
    const open = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await open.tap();
    await menu.waitFor();
    assert.equal(await hydrated(page), false, 'tapped before the page hydrated');
    // The browser moved focus into it, as a dialog's opening does.
    assert.ok(await menu.evaluate((d) => d.contains(document.activeElement)));

    await page.waitForSelector('html[data-hydrated]', { timeout: 20_000 });
    assert.ok(held.count > 0, 'scripts were held back');
    assert.ok(await popoverOpen(menu), 'not reset by hydration');
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    assert.deepEqual(await axeViolations(page), []);

    // Escape closes it and gives focus back; the button says so.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Open menu');
    // Tapped again: open; a tap on the dimmed page beside it closes it without reaching the page.
    await open.tap();
    await menu.waitFor();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const url = page.url();
    await page.touchscreen.tap(20, 400);
    await menu.waitFor({ state: 'hidden' });
    assert.equal(page.url(), url);
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    // A link in it: a client-side navigation, and the menu closes.
    await open.tap();
    await menu.getByRole('link', { name: 'Our Story' }).tap();
    await page.waitForURL('**/our-story');
    await menu.waitFor({ state: 'hidden' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    assert.deepEqual(errors, []);
  });

  test('scripts 3 s late: the language switch in the menu leads to the page in Sinhala before hydration', async () => {
    const { page, errors } = await slowScripts(lab.browser, PHONE);
    await page.goto(lab.site.url('/products'), { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await menu.getByRole('navigation', { name: 'Language (menu)' }).getByRole('link', { name: 'සිංහල' }).tap();
    await page.waitForURL('**/si/products');
    assert.deepEqual(errors, []);
  });

  test('scripts 3 s late: an FAQ answer opened during the load stays open once the remote has hydrated', async () => {
    const { page, errors } = await slowScripts(lab.browser, PHONE);
    await page.goto(lab.site.url('/resources/faq'), { waitUntil: 'commit' });
    const main = page.locator('main');
    const made = question(main, 'What are the panels made of?');
    const sizes = question(main, 'What sizes do the panels come in?');
    await made.locator('summary').tap();
    assert.ok(await page.getByText(/made of UPVC: PVC and calcium carbonate/).isVisible());
    assert.equal(await hydrated(page), false, 'tapped before the page hydrated');

    await page.locator('[data-remote-state="ready"]').waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    assert.ok(await isOpen(made), 'not reset by hydration');
    assert.ok(await page.getByText(/made of UPVC: PVC and calcium carbonate/).isVisible());
    await sizes.locator('summary').tap();
    assert.equal(await isOpen(made), false, 'one answer at a time');
    assert.ok(await isOpen(sizes));
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(errors, []);
  });

  test("scripts 3 s late: the home page's accordion tapped during the load keeps its answer once hydrated", async () => {
    const { page, errors } = await slowScripts(lab.browser, PHONE);
    let lowerAsked = false;
    page.on('request', (r) => (lowerAsked ||= /\/static\/home-lower\.[0-9a-f]+\.js$/.test(r.url())));
    await page.goto(lab.site.url('/'), { waitUntil: 'commit' });
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const heat = question(faq, 'How much heat can the panels take?');
    const sizes = question(faq, 'What sizes do the panels come in?');
    await heat.locator('summary').tap();
    assert.ok(await heat.getByText(/maximum continuous temperature of 60°C/).isVisible());
    assert.equal(await hydrated(page), false, 'tapped before the page hydrated');

    await page.waitForSelector('html[data-hydrated]', { timeout: 20_000 });
    // The FAQ's own code (the lower sections') is asked for as the reader nears it; then it hydrates.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => /home-lower/.test(r.name)), {
      timeout: 20_000,
    });
    await page.waitForLoadState('networkidle');
    assert.ok(lowerAsked);
    assert.ok(await isOpen(heat), 'not reset by hydration');
    await sizes.locator('summary').tap();
    assert.equal(await isOpen(heat), false, 'one answer at a time');
    assert.ok(await isOpen(sizes));
    assert.deepEqual(errors, []);
  });

  test('scripts 3 s late (wide): the Resources submenu tapped during the load stays open, then follows aria-expanded', async () => {
    const { page, errors } = await slowScripts(lab.browser, WIDE);
    await page.goto(lab.site.url('/products'), { waitUntil: 'commit' });
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Show Resources menu' });
    const submenu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await toggle.click();
    await submenu.getByRole('link', { name: 'Installation Guide' }).waitFor();
    assert.equal(await hydrated(page), false, 'clicked before the page hydrated');

    await page.waitForSelector('html[data-hydrated]', { timeout: 20_000 });
    // The pointer rests on the button: hover keeps it open too. Moved away, it closes.
    assert.ok(await popoverOpen(submenu), 'not reset by hydration');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    assert.deepEqual(await axeViolations(page), []);
    await page.mouse.move(5, 700);
    await submenu.waitFor({ state: 'hidden' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // A hover opens it; Escape closes it without moving focus (none inside it: none to give back).
    await page.evaluate(() => document.activeElement?.blur());
    await page.getByRole('banner').getByRole('link', { name: 'Resources', exact: true }).hover();
    await submenu.waitFor();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await submenu.waitFor({ state: 'hidden' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    assert.ok(await page.evaluate(() => document.activeElement === document.body));
    assert.deepEqual(errors, []);
  });
});
