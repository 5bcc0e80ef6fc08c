import { expect } from '@playwright/test';
import { siteAndBrowser, test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { openPage, pressInModal } from './harness.mjs';

// Keyboard-only walk-throughs of the interactive patterns (WAI-ARIA Authoring Practices): every
// control is reached with Tab, shows where focus is, and works with Enter, Space, arrows and Escape.
// No mouse is used, and focus is never moved by script.

/** Presses Tab (or Shift+Tab) until `locator` has focus, as a keyboard user would; fails after `max`. */
async function tabTo(page, locator, { max = 250, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await locator.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  assert.fail(`never reached ${locator} with ${max} presses of Tab`);
}

/** The focused element draws a focus ring of at least 2px (an outline or a box-shadow). */
async function assertFocusVisible(page, what) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement;
    const style = getComputedStyle(el);
    return {
      matches: el.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      shadow: style.boxShadow !== 'none',
    };
  });
  assert.ok(ring.matches && (ring.outline || ring.shadow), `${what}: no visible focus ring (${JSON.stringify(ring)})`);
}

const focusedName = (page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') || document.activeElement?.textContent?.trim(),
  );

test.describe('keyboard only', () => {
  const lab = siteAndBrowser();

  test('header: the Resources disclosure opens with Enter, its links follow in Tab order, Escape closes it', async () => {
    const { page, errors } = await openPage(lab.browser);
    await page.goto(lab.site.url('/products'));
    // The header's script states (aria-expanded) are read: after its hydration (before it, the
    // browser's own popover works: before-script-slow.test.mjs). CI on 6f20f86 pressed Enter before it.
    await page.waitForSelector('html[data-hydrated]', { timeout: 20_000 });
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Show Resources menu' });
    await tabTo(page, toggle);
    await assertFocusVisible(page, 'Resources toggle');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    const menuId = await toggle.getAttribute('aria-controls');
    assert.ok(
      await page.evaluate((id) => document.getElementById(id).contains(document.activeElement), menuId),
      'Tab goes into the menu',
    );
    await assertFocusVisible(page, 'first Resources link');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    assert.equal(await focusedName(page), 'Show Resources menu', 'Escape returns focus to the toggle');
    // Space toggles it too, and leaving the menu with Tab closes it.
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = await page.locator(`#${menuId} a`).count();
    for (let i = 0; i <= links; i++) await page.keyboard.press('Tab');
    await expect(toggle, 'tabbing past the last link closes the menu').toHaveAttribute('aria-expanded', 'false');
    assert.deepEqual(errors, []);
  });

  test('side menu on a phone: focus moves in, Tab walks it, Escape gives focus back, Tab past its end closes it', async () => {
    const { page, errors } = await openPage(lab.browser, { viewport: { width: 390, height: 844 } });
    await page.goto(lab.site.url('/resources/faq'));
    await page.waitForSelector('html[data-hydrated]', { timeout: 20_000 });
    const open = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, open);
    await assertFocusVisible(page, 'Open menu');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await menu.waitFor();
    assert.ok(await menu.evaluate((d) => d.contains(document.activeElement)), 'focus moves into the menu');
    assert.equal(await focusedName(page), 'Close menu');
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    // Its controls in order (the scrim, a hide button for pointers, is out of the tab order).
    const controls = await menu.locator('a, button:not([tabindex="-1"])').count();
    for (let i = 1; i < controls; i++) {
      await page.keyboard.press('Tab');
      assert.ok(await menu.evaluate((d) => d.contains(document.activeElement)), `Tab ${i} stays in the menu`);
    }
    await assertFocusVisible(page, 'a side-menu control');
    await page.keyboard.press('Shift+Tab');
    assert.ok(await menu.evaluate((d) => d.contains(document.activeElement)), 'Shift+Tab stays in the menu');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    assert.equal(await focusedName(page), 'Open menu');
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    // Leaving it with Tab past its last control closes it: focus is never left under it.
    await page.keyboard.press('Enter');
    await menu.waitFor();
    for (let i = 0; i < controls; i++) await page.keyboard.press('Tab');
    await menu.waitFor({ state: 'hidden' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    assert.deepEqual(errors, []);
  });

  test('home: slide dots, the FAQ accordion and the testimonial controls, all from the keyboard', async () => {
    const { page, errors } = await openPage(lab.browser);
    await page.goto(lab.site.url('/'));

    // Hero carousel: a dot is a button; focus inside the carousel holds the slide still.
    const dot3 = page.getByRole('button', { name: 'Go to slide 3' });
    await tabTo(page, dot3);
    await assertFocusVisible(page, 'slide dot');
    await page.keyboard.press('Enter');
    assert.equal(await dot3.getAttribute('aria-current'), 'true');
    await page.waitForTimeout(4500);
    assert.equal(await dot3.getAttribute('aria-current'), 'true', 'the slide moved while a dot had focus');

    // FAQ accordion: Enter and Space open a question; opening another closes the first.
    const faq = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Frequently Asked Questions' }) });
    // Each question is a native <details>' summary: the browser's expanded state, read from `open`.
    const questions = faq.locator('summary');
    const expanded = (i) => questions.nth(i).evaluate((s) => s.parentElement.open);
    await tabTo(page, questions.first());
    await assertFocusVisible(page, 'FAQ question');
    await page.keyboard.press('Enter');
    assert.ok(await expanded(0));
    const firstAnswer = faq.locator('details').first().getByRole('region');
    assert.ok(await firstAnswer.isVisible());
    await tabTo(page, questions.nth(1));
    await page.keyboard.press('Space');
    assert.ok(await expanded(1));
    assert.equal(await expanded(0), false);
    assert.ok(!(await firstAnswer.isVisible()));
    await page.keyboard.press('Enter');
    assert.equal(await expanded(1), false, 'Enter on the open question closes it');

    // Testimonials: the arrows are labelled buttons that move the set.
    const carousel = page.getByRole('region', { name: 'Testimonials' });
    const next = carousel.getByRole('button', { name: 'Next testimonials' });
    await tabTo(page, next);
    await assertFocusVisible(page, 'Next testimonials');
    const current = () =>
      carousel
        .getByRole('button', { name: /^Go to testimonial/ })
        .evaluateAll((dots) => dots.findIndex((d) => d.getAttribute('aria-current') === 'true'));
    const before = await current();
    await page.keyboard.press('Enter');
    assert.notEqual(await current(), before, 'Next testimonials moved the set');
    const previous = carousel.getByRole('button', { name: 'Previous testimonials' });
    await tabTo(page, previous, { back: true, max: 20 });
    await page.keyboard.press('Space');
    assert.equal(await current(), before, 'Previous testimonials moved it back');
    assert.deepEqual(errors, []);
  });

  test('certificates: arrow keys move between tabs; a thumbnail opens a dialog that traps focus and Escape closes', async () => {
    const { page, errors } = await openPage(lab.browser);
    await page.goto(lab.site.url('/resources/certificate'));
    const patents = page.getByRole('tab', { name: 'Patent Certificates' });
    const reports = page.getByRole('tab', { name: 'Test Reports' });
    await patents.waitFor();
    await tabTo(page, patents);
    await assertFocusVisible(page, 'tab');
    assert.equal(await reports.getAttribute('tabindex'), '-1', 'only the selected tab is in the Tab order');
    await page.keyboard.press('ArrowRight');
    assert.equal(await reports.getAttribute('aria-selected'), 'true');
    assert.equal(await focusedName(page), 'Test Reports');
    await page.keyboard.press('Home');
    assert.equal(await patents.getAttribute('aria-selected'), 'true');
    await page.keyboard.press('End');
    assert.equal(await reports.getAttribute('aria-selected'), 'true');
    await page.keyboard.press('ArrowRight');
    assert.equal(await patents.getAttribute('aria-selected'), 'true', 'the arrows wrap');

    const panel = page.getByRole('tabpanel');
    const thumbnail = panel.getByRole('button').nth(1);
    await tabTo(page, thumbnail, { max: 10 });
    await assertFocusVisible(page, 'certificate thumbnail');
    const opened = await focusedName(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await pressInModal(
      page,
      dialog,
      Array.from({ length: 8 }, (_, i) => (i % 3 === 2 ? 'Shift+Tab' : 'Tab')),
      'dialog',
    );
    await assertFocusVisible(page, 'a dialog control');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await focusedName(page), opened, 'focus returns to the thumbnail that opened the dialog');
    assert.deepEqual(errors, []);
  });
});
