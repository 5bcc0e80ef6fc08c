// The home page of SPEC section 2, its lower sections in a real browser against the production
// build (their code loads as the reader nears them): the gallery's captions on hover and focus, the
// FAQ (one answer open at a time, a click before its code arrives, code that fails to arrive), and
// the testimonials' rotation. The hero and the sections' order: home-hero.test.mjs.
import assert from 'node:assert/strict';
import { siteAndBrowser, test } from './fixtures.mjs';
import { openPage } from './harness.mjs';

test.describe('home page', () => {
  const lab = siteAndBrowser();

  test('gallery: six pictures whose title and description show on hover and on keyboard focus', async () => {
    const { page } = await openPage(lab.browser);
    await page.goto(lab.site.url('/'));
    const gallery = page.getByRole('region', { name: 'Our Panels in Every Space' });
    await gallery.scrollIntoViewIfNeeded();
    const items = gallery.getByRole('listitem');
    assert.equal(await items.count(), 6);
    const opacity = (i) =>
      items
        .nth(i)
        .locator('h3')
        .evaluate((h) => getComputedStyle(h.parentElement).opacity);
    await page.mouse.move(5, 5);
    assert.equal(await opacity(0), '0');
    await items.nth(0).hover();
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('main li h3').parentElement).opacity === '1',
    );
    await page.mouse.move(5, 5);
    const link = items.nth(1).getByRole('link', { name: /^View Products/ });
    await link.focus();
    await page.waitForTimeout(400);
    assert.equal(await opacity(1), '1');
    assert.equal(await link.getAttribute('href'), '/products');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/products');
  });

  /** A question of the FAQ (a native <details>, its heading in the summary) and whether it is open. */
  const question = (faq, name) =>
    faq.locator('details').filter({ has: faq.page().getByRole('heading', { name, exact: true }) });
  const isOpen = (details) => details.evaluate((d) => d.open);

  test('FAQ: one answer open at a time, capped at 12rem, closed again by a second click', async () => {
    const { page } = await openPage(lab.browser);
    await page.goto(lab.site.url('/'));
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await faq.scrollIntoViewIfNeeded();
    const heat = question(faq, 'How much heat can the panels take?');
    const sizes = question(faq, 'What sizes do the panels come in?');
    assert.equal(await faq.locator('details[open]').count(), 0);
    await heat.locator('summary').click();
    const answer = heat.getByRole('region', { name: 'How much heat can the panels take?' });
    assert.ok(await answer.isVisible());
    assert.match(await answer.textContent(), /maximum continuous temperature of 60°C.*not for saunas/);
    assert.equal(await answer.evaluate((el) => getComputedStyle(el).maxHeight), '192px');
    await sizes.locator('summary').click();
    assert.equal(await isOpen(heat), false);
    assert.equal(await answer.isVisible(), false);
    await sizes.locator('summary').click();
    assert.equal(await faq.locator('details[open]').count(), 0);
    assert.match(await faq.textContent(), /What are your panels made of\?/);
  });

  test("FAQ: a question clicked before the section's code has arrived opens at once and stays open once it has", async () => {
    const { page, errors } = await openPage(lab.browser);
    // A slow phone: the lower sections' code (loaded as the reader nears them) takes its time.
    let release;
    const held = new Promise((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/static\/home-lower\.[0-9a-f]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto(lab.site.url('/'));
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await faq.scrollIntoViewIfNeeded();
    const heat = question(faq, 'How much heat can the panels take?');
    await heat.locator('summary').click();
    // A native <details>: the browser opens it, the section's code need not be there.
    assert.ok(await isOpen(heat), 'open while the code is still on its way');
    const answer = heat.getByRole('region');
    assert.match(await answer.textContent(), /maximum continuous temperature of 60°C/);
    // Painted from the server's HTML meanwhile, so its stylesheet came with the page.
    assert.equal(await page.locator('head link[rel="stylesheet"][href*="/home-lower."]').count(), 1);
    assert.ok(asked, 'nearing the section asked for the code');
    release();
    await page.waitForLoadState('networkidle');
    // One click, one toggle: hydrating the section neither closes it nor replays the click.
    await page.waitForTimeout(300);
    assert.ok(await isOpen(heat), 'still open once the section has hydrated');
    assert.ok(await answer.isVisible());
    assert.deepEqual(errors, []);
  });

  test("FAQ: code that fails to arrive is said in the section's place, and Retry brings the section", async () => {
    const { page, errors } = await openPage(lab.browser, {
      allowErrors: [/home-lower|ChunkLoadError|Loading chunk|Part ".*" failed|Failed to load resource/i],
    });
    // The lower sections' code fails once (a dropped connection), then arrives.
    let asked = 0;
    await page.route(/\/static\/home-lower\.[0-9a-f]+\.js$/, (route) =>
      asked++ === 0 ? route.abort() : route.continue(),
    );
    await page.goto(lab.site.url('/'));
    await page.getByRole('region', { name: 'Frequently Asked Questions' }).scrollIntoViewIfNeeded();
    const failed = page.getByRole('status').filter({ hasText: 'Sorry, the FAQ section is unavailable right now.' });
    await failed.waitFor();
    // The reader stays where they were: the page was not reloaded under them, the hero is still above.
    assert.equal(await page.evaluate(() => performance.getEntriesByType('navigation')[0].type), 'navigate');
    assert.ok(await page.getByRole('heading', { level: 1 }).count());
    await failed.getByRole('button', { name: 'Retry' }).click();
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const heat = question(faq, 'How much heat can the panels take?');
    await heat.locator('summary').click();
    assert.ok(await isOpen(heat));
    assert.ok(asked >= 2, 'Retry fetched the code again');
    // React reports the one boundary it could not hydrate (its code had failed) and rendered afresh.
    assert.deepEqual(
      errors.filter((e) => !/React error #422/.test(e)),
      [],
    );
  });

  for (const [viewport, visible] of [
    [{ width: 1280, height: 800 }, 3],
    [{ width: 390, height: 844 }, 1],
  ]) {
    test(`testimonials: ${visible} on screen at ${viewport.width}px, rotating every 5 s until a control is used`, async () => {
      const { page, errors } = await openPage(lab.browser, { viewport });
      await page.clock.install();
      await page.goto(lab.site.url('/'));
      const carousel = page.getByRole('region', { name: 'Testimonials' });
      await carousel.scrollIntoViewIfNeeded();
      // The lower sections' code loads as the reader nears them: the rotation starts once it has hydrated.
      await page.waitForFunction(
        (el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')),
        await carousel.elementHandle(),
      );
      await page.mouse.move(1, 1);
      // Cards whose box lies inside the carousel's window.
      const onScreen = () =>
        carousel.evaluate((el) => {
          const box = el.querySelector('ul').parentElement.getBoundingClientRect();
          return [...el.querySelectorAll('li')]
            .filter((li) => {
              const r = li.getBoundingClientRect();
              return r.left >= box.left - 1 && r.right <= box.right + 1;
            })
            .map((li) => li.querySelector('figcaption').textContent);
        });
      const before = await onScreen();
      assert.equal(before.length, visible);
      assert.equal(await carousel.getByRole('img', { name: /^Rated [1-5] out of 5$/ }).count(), 3);
      await page.clock.runFor(5000);
      // The slide itself is a CSS transition, which runs on real time.
      await page.waitForTimeout(800);
      const after = await onScreen();
      assert.notDeepEqual(after, before, 'moved on after 5 s');
      await carousel.getByRole('button', { name: 'Next testimonials' }).click();
      await page.waitForTimeout(800);
      const chosen = await onScreen();
      await page.mouse.move(1, 1);
      await carousel.getByRole('button', { name: 'Next testimonials' }).evaluate((b) => b.blur());
      for (let i = 0; i < 4; i++) await page.clock.runFor(5000);
      await page.waitForTimeout(800);
      assert.deepEqual(await onScreen(), chosen, 'stopped for good after a click');
      assert.ok(await carousel.getByRole('button', { name: 'Previous testimonials' }).isVisible());
      assert.equal(await carousel.getByRole('button', { name: /^Go to testimonial \d+$/ }).count(), 10);
      assert.deepEqual(errors, []);
    });
  }
});
