import assert from 'node:assert/strict';
import { pressInModal } from '@ecopanel/dev-tools/page';
import { test } from './fixtures.mjs';
import { ROUTES } from './routes.mjs';

// The resources' own behaviour (SPEC section 2, "Resources pages"), on this remote's QA page or, with
// --site, in the composed site. How the site composes them (titles, canonicals, server HTML, axe on
// every route) is the site's suite's (e2e/resources.test.mjs).

const h1 = (page, name) => page.getByRole('heading', { level: 1, name, exact: true });

test('hub: five cards, each opening its section', async ({ open, target }) => {
  const { page, errors } = await open();
  await page.goto(target.url('/resources'));
  const main = page.locator('main');
  const cards = [
    ['Projects', '/resources/projects', 'Our Installation Projects'],
    ['FAQ', '/resources/faq', 'Frequently Asked Questions'],
    ['Patent Certificates & Test Reports', '/resources/certificate', 'Patent Certificates & Test Reports'],
    ['News & Events', '/resources/news', 'News & Events'],
    ['Installation Guide', '/resources/installation', 'Installation Guidelines'],
  ];
  for (const [name, href, title] of cards) {
    await page.goto(target.url('/resources'));
    await main.getByRole('link', { name, exact: true }).click();
    await page.waitForURL(`**${href}`);
    await h1(page, title).waitFor();
  }
  assert.deepEqual(errors, []);
});

test('FAQ: an accordion of at least 10 questions, one open at a time, and a contact block', async ({
  open,
  target,
}) => {
  const { page, errors } = await open();
  await page.goto(target.url('/resources/faq'));
  // Each question a native <details> (it opens before the page's script), its heading in the summary.
  const questions = page.locator('main details:not([open])');
  await questions.first().waitFor();
  assert.ok((await questions.count()) >= 10);
  const question = (name) =>
    page.locator('main details').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
  const first = question('What are the panels made of?');
  const second = question('What sizes do the panels come in?');
  await first.locator('summary').click();
  await page.getByText(/made of UPVC: PVC and calcium carbonate/).waitFor();
  await second.locator('summary').click();
  assert.equal(await first.evaluate((d) => d.open), false);
  assert.equal(await second.evaluate((d) => d.open), true);
  await page
    .getByRole('region', { name: 'Still have questions?' })
    .getByRole('link', { name: 'Request a Quotation' })
    .waitFor();
  assert.deepEqual(errors, []);
});

test('certificates: spinner, tabs, small thumbnails, and a lightbox driven by keyboard that wraps', async ({
  open,
  target,
}) => {
  const { page, errors } = await open();
  const images = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image') images.push(r.url());
  });
  // The spinner is in the server's HTML and lasts a second after hydration: looked for as the
  // HTML arrives, not after the load event, which on a busy machine can come later than that.
  await page.goto(target.url('/resources/certificate'), { waitUntil: 'commit' });
  await page.getByRole('status').filter({ hasText: 'Loading certificates' }).waitFor({ timeout: 10_000 });
  const tablist = page.getByRole('tablist', { name: 'Certificates and reports' });
  await tablist.waitFor();
  assert.equal(await page.getByRole('status').filter({ hasText: 'Loading certificates' }).count(), 0);
  const patentsTab = page.getByRole('tab', { name: 'Patent Certificates' });
  assert.equal(await patentsTab.getAttribute('aria-selected'), 'true');
  const panel = page.getByRole('tabpanel');
  assert.equal(await panel.getByRole('button').count(), 39);
  await page.waitForLoadState('networkidle');
  assert.ok(images.some((u) => u.includes('/img/patent-1-thumb-240.avif')));
  assert.ok(!images.some((u) => /patent-\d+-1000\.(avif|webp)/.test(u)), 'the grid loads no full-size image');

  const first = panel.getByRole('button').first();
  await first.click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  assert.equal(await dialog.getAttribute('aria-modal'), 'true');
  assert.match(await dialog.getAttribute('aria-labelledby'), /.+/);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Close');
  const name = () => dialog.locator('h2').textContent();
  assert.match(await name(), /^Patent Certificate 1:/);
  await page.waitForFunction(() => {
    const img = document.querySelector('dialog img');
    return img?.complete && img.naturalWidth === 1000;
  });

  await page.keyboard.press('ArrowLeft');
  assert.match(await name(), /^Patent Certificate 39:/);
  await page.keyboard.press('ArrowRight');
  assert.match(await name(), /^Patent Certificate 1:/);
  await dialog.getByRole('button', { name: 'Previous' }).click();
  assert.match(await name(), /^Patent Certificate 39:/);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  assert.match(await name(), /^Patent Certificate 2:/);

  // Focus stays in the modal; the page behind is inert.
  await pressInModal(page, dialog, Array(5).fill('Tab'), 'lightbox');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  assert.match(await page.evaluate(() => document.activeElement?.textContent ?? ''), /^Patent Certificate 2:/);

  await page.getByRole('tab', { name: 'Test Reports' }).click();
  assert.equal(await panel.getByRole('button').count(), 6);
  await panel.getByRole('button').last().click();
  await page.getByRole('button', { name: 'Next' }).click();
  assert.match(await name(), /^Test Report 1:/);
  await page.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.deepEqual(errors, []);
});

test('QA page: serves every route under /resources, the bare origin included', async ({ open, target }) => {
  test.skip(target.mode === 'site', 'the QA page’s own routes; the site suite walks the site’s');
  const { page, errors } = await open();
  await page.goto(target.url('/'));
  await page.waitForURL(target.url('/resources'));
  await h1(page, 'Resources').waitFor();
  for (const [route, title] of ROUTES) {
    await page.goto(target.url(route));
    await page.getByText('Standalone preview of the resources remote').waitFor();
    await h1(page, title).waitFor();
  }
  assert.deepEqual(errors, []);
});
