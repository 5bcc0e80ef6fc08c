import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';

// The catalogue's own behaviour (SPEC section 2 "Products", "Product detail", the panel calculator),
// as a buyer meets it on this remote's QA page or, with --site, in the composed site. How the site
// composes it (its titles, server HTML, the remote's origin) is the site's suite's (e2e/catalogue.test.mjs).

const PHONE = { width: 390, height: 844 };
const opacityOf = (locator) => locator.evaluate((el) => getComputedStyle(el).opacity);

test('product list: description and View Details appear on hover and on keyboard focus', async ({ open, target }) => {
  const { page, errors } = await open();
  await page.goto(target.url('/products'));
  const cards = page.getByRole('main').getByRole('article');
  await cards.first().waitFor();
  const overlay = (card) => card.getByRole('link', { name: /^View Details/ }).locator('..');

  const maple = cards.nth(0);
  assert.equal(await opacityOf(overlay(maple)), '0');
  await maple.hover();
  await page.waitForFunction((el) => getComputedStyle(el).opacity === '1', await overlay(maple).elementHandle());
  await page.mouse.move(5, 5);

  // Keyboard: tab from the heading to the first card's link; its overlay shows while it has focus.
  await page.getByRole('heading', { level: 1 }).click();
  for (
    let i = 0;
    i < 5 && !(await page.evaluate(() => document.activeElement?.textContent?.startsWith('View Details')));
    i++
  ) {
    await page.keyboard.press('Tab');
  }
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute('href')),
    '/products/1/maple-ceiling-sheet',
  );
  await page.waitForFunction((el) => getComputedStyle(el).opacity === '1', await overlay(maple).elementHandle());
  await page.keyboard.press('Enter');
  await page.waitForURL('**/products/1/maple-ceiling-sheet');
  await page.getByRole('heading', { level: 1, name: 'Maple Ceiling Sheet' }).waitFor();
  assert.deepEqual(errors, []);
});

test('product list on a touch screen: description and View Details are part of each card, and tapping opens it', async ({
  open,
  target,
}) => {
  const { page } = await open({ viewport: PHONE, hasTouch: true, isMobile: true });
  await page.goto(target.url('/products'));
  const card = page.getByRole('main').getByRole('article').nth(11);
  await card.scrollIntoViewIfNeeded();
  const link = card.getByRole('link', { name: 'View Details of White sand Ceiling Sheet' });
  assert.equal(await opacityOf(link.locator('..')), '1');
  assert.ok(await card.getByText(/near-white, softly textured/).isVisible());
  await link.tap();
  await page.waitForURL('**/products/12/white-sand-ceiling-sheet');
  await page.getByRole('heading', { level: 1, name: 'White sand Ceiling Sheet' }).waitFor();
});

test('detail: a thumbnail switches the main picture and is marked pressed', async ({ open, target }) => {
  const { page, errors } = await open();
  await page.goto(target.url('/products/3/golden-teak-ceiling-sheet'));
  const main = page.locator('img[fetchpriority="high"]');
  await main.waitFor();
  const groove = page.getByRole('button', { name: /tongue-and-groove profile/ });
  const own = page.getByRole('button', { name: /^Golden Teak Ceiling Sheet/ });
  const pressed = () => Promise.all([own.getAttribute('aria-pressed'), groove.getAttribute('aria-pressed')]);
  assert.deepEqual(await pressed(), ['true', 'false']);
  await groove.click();
  await page.waitForFunction(
    (el) => /groove-profile-\d+\.avif$/.test(el.currentSrc) && el.naturalWidth > 0,
    await main.elementHandle(),
  );
  assert.deepEqual(await pressed(), ['false', 'true']);
  await own.click();
  await page.waitForFunction((el) => /panel-golden-teak-\d+\.avif$/.test(el.currentSrc), await main.elementHandle());
  assert.deepEqual(errors, []);
});

test('calculator: linked from the product list, it estimates a room as you type', async ({ open, target }) => {
  const { page, errors } = await open();
  await page.goto(target.url('/products'));
  await page.getByRole('main').getByRole('link', { name: 'panel calculator', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Panel calculator' }).waitFor();
  await page.getByRole('textbox', { name: /^Room length/ }).fill('2.4');
  await page.getByRole('textbox', { name: /^Room width/ }).fill('2');
  await page.getByRole('status').filter({ hasText: '11 panels of Maple Ceiling Sheet' }).waitFor();
  assert.deepEqual(errors, []);
});

test('QA page: its links reach the list, a product and the featured widget, with this remote’s pictures', async ({
  open,
  target,
}) => {
  test.skip(target.mode === 'site', 'the QA page’s own links; the site has its header');
  const { page, errors } = await open();
  await page.goto(target.url('/featured'));
  await page.getByRole('heading', { level: 2, name: 'Our Exclusive and Premium Products' }).waitFor();
  await page.getByRole('link', { name: 'White sand' }).click();
  await page.getByRole('heading', { level: 1, name: 'White sand Ceiling Sheet' }).waitFor();
  const main = page.locator('img[fetchpriority="high"]');
  await page.waitForFunction((el) => el.complete && el.naturalWidth > 0, await main.elementHandle());
  assert.ok((await main.evaluate((el) => el.currentSrc)).startsWith(target.url('/img/')));
  await page.getByRole('link', { name: 'Product list' }).click();
  await page.getByRole('heading', { level: 1, name: 'Premium Panel Collection' }).waitFor();
  assert.deepEqual(errors, []);
});
