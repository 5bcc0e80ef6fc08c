// A page of a test: one browser context, its errors collected, and how focus moves in its modals
// (the e2e suite and each remote's own suite).
import assert from 'node:assert/strict';

/**
 * A page that fails the test on any uncaught error or console error it did not expect. Other options
 * are the context's (`hasTouch`; `proxy`, the stand-ins' forwarding proxy of a remote's own suite).
 */
export async function openPage(
  browser,
  { viewport = { width: 1280, height: 800 }, allowErrors = [], proxy, ...contextOptions } = {},
) {
  const context = await browser.newContext({ viewport, ...contextOptions, ...(proxy ? { proxy } : {}) });
  const page = await context.newPage();
  // Playwright waits without end by default: a wait that cannot finish then fails the whole test at
  // its timeout, naming no step. Bounded, it names the locator or navigation that stalled.
  page.setDefaultTimeout(90_000);
  // The shell's pages arrive prerendered: their text is there before the JavaScript has hydrated
  // them. A test acts like a reader who waits for the page to finish loading.
  const goto = page.goto.bind(page);
  page.goto = (url, options) => goto(url, { waitUntil: 'networkidle', ...options });
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // A not-found page is answered with a real 404 status, which Chromium reports for the document itself.
    const documentStatus =
      /^Failed to load resource: the server responded with a status of 404/.test(m.text()) &&
      m.location().url === page.url();
    if (m.type() === 'error' && !documentStatus && !allowErrors.some((re) => re.test(m.text())))
      errors.push(`console: ${m.text()}`);
  });
  return { page, context, errors };
}

/**
 * Presses each key in a modal dialog and checks where focus goes. showModal() makes the page behind
 * inert, so focus is inside the dialog or, after its last control, on the browser's own controls
 * (no element of the page focused: Chromium lets a keyboard user reach the address bar from a
 * modal), from which Tab comes straight back to the dialog. It never reaches the page behind. Ends
 * with focus inside the dialog.
 */
export async function pressInModal(page, dialog, keys, what) {
  const where = () =>
    dialog.evaluate((d) =>
      d.contains(document.activeElement) ? 'dialog' : document.activeElement === document.body ? 'browser' : 'page',
    );
  for (const [i, key] of keys.entries()) {
    await page.keyboard.press(key);
    assert.notEqual(await where(), 'page', `focus reached the page behind the ${what} after ${i + 1} presses`);
  }
  if ((await where()) === 'browser') await page.keyboard.press('Tab');
  assert.equal(await where(), 'dialog', `Tab brings focus back into the ${what}`);
}

/**
 * Waits until the animations and transitions of `locator`'s element and everything in it have
 * finished: a box measured while a panel still slides in depends on the machine's speed.
 */
export const settled = (locator) =>
  locator.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
