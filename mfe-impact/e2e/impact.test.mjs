import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';

// The green impact monitor's own behaviour (SPEC section 9), on this remote's QA page or, with
// --site, on the composed site's home page. When its code loads, its box's height and a database
// outage are the site's suite's (e2e/impact.test.mjs).

const COUNT = /^\d{1,3}(,\d{3})*\.\d{4}$/;
const monitor = (page) => page.getByRole('region', { name: 'Green Impact Monitor' });
const counter = (page) => monitor(page).getByText(COUNT);
const countOf = async (page) => Number((await counter(page).textContent()).replace(/,/g, ''));

async function openMonitor(open, target) {
  const opened = await open();
  await opened.page.goto(target.url('/'));
  // On the site's home page it loads as a reader scrolls near it.
  for (let i = 0; i < 30 && !(await monitor(opened.page).count()); i++) {
    await opened.page.mouse.wheel(0, 600);
    await opened.page.waitForTimeout(150);
  }
  await monitor(opened.page).scrollIntoViewIfNeeded();
  await counter(opened.page).waitFor({ timeout: 15000 });
  return opened;
}

test('the counter appears from the database and grows; the CO₂ figure follows it', async ({ open, target }) => {
  const { page, errors } = await openMonitor(open, target);
  const first = await countOf(page);
  assert.ok(first >= 345.2067, `count ${first}`);
  await page.waitForFunction(
    ([pattern, before]) => {
      const text = [...document.querySelectorAll('p')]
        .map((p) => p.textContent)
        .find((t) => new RegExp(pattern).test(t));
      return text && Number(text.replace(/,/g, '')) > before;
    },
    [COUNT.source, first],
    { timeout: 10000 },
  );
  const second = await countOf(page);
  assert.ok(second - first >= 0.0002 - 1e-9, `${first} -> ${second}`);
  const co2 = await monitor(page).getByText('CO₂ reduced').locator('xpath=following-sibling::dd').textContent();
  assert.equal(co2, `${(second * 0.025).toFixed(2)} t`);
  assert.deepEqual(errors, []);
});

test('the dashboard tab shows its figures and charts; the arrow key brings the live tab back', async ({
  open,
  target,
}) => {
  const { page, errors } = await openMonitor(open, target);
  const dashboard = monitor(page).getByRole('tab', { name: 'Data Dashboard' });
  await dashboard.click();
  assert.equal(await dashboard.getAttribute('aria-selected'), 'true');
  const panel = monitor(page).getByRole('tabpanel', { name: 'Data Dashboard' });
  const text = await panel.textContent();
  for (const figure of [
    '22,500',
    '134,181,600',
    '6,187,500',
    '209,790,000',
    '357,143',
    '112,500',
    '1.43 kg/m³',
    'Lunumidella',
    '275 L per tree',
  ]) {
    assert.ok(text.includes(figure), figure);
  }
  assert.equal(await panel.getByRole('img').locator('svg').count(), 9);
  await page.keyboard.press('ArrowLeft');
  const live = monitor(page).getByRole('tab', { name: 'Green Impact Monitor' });
  assert.equal(await live.evaluate((t) => t === document.activeElement), true);
  await counter(page).waitFor();
  // The site's page of the story behind the figures (the site's suite follows it).
  assert.equal(await monitor(page).getByRole('link', { name: 'View Details' }).getAttribute('href'), '/our-story');
  assert.deepEqual(errors, []);
});
