// The catalogue remote in the composed site, its featured products on the home page (SPEC section 2,
// home section 5): the widget loads on approach with six cards in 1, 2 or 3 columns, reveals them,
// zooms on hover and links to them, its pictures arriving; under reduced motion the cards are
// simply there. The list and product pages: catalogue-pages.test.mjs.
import assert from 'node:assert/strict';
import { picturesLoaded, slot } from './cataloguePage.mjs';
import { note, siteAndBrowser, test } from './fixtures.mjs';
import { openPage, scrollThrough } from './harness.mjs';

test.describe('catalogue remote in the composed site', () => {
  const lab = siteAndBrowser();

  test('home: the featured widget loads on approach with six cards, 1/2/3 columns, reveal, hover and links', async () => {
    const { page, errors } = await openPage(lab.browser);
    await page.goto(lab.site.url('/'));
    const widget = slot(page, 'FeaturedProducts');
    await widget.scrollIntoViewIfNeeded();
    await page.locator('[data-remote-slot="catalogue/FeaturedProducts"][data-remote-state="ready"]').waitFor();
    const section = widget.getByRole('region', { name: 'Our Exclusive and Premium Products' });
    assert.ok(await section.getByRole('heading', { level: 2 }).isVisible());
    assert.match(
      await section.textContent(),
      /meticulously crafted UPVC ceiling and wall panels in sophisticated designs and finishes/i,
    );
    const details = section.getByRole('link', { name: /^View Details/ });
    const slugs = ['maple', 'kithul', 'golden-teak', 'burma-teak', 'jack-wood', 'rich-brown'];
    assert.deepEqual(
      await details.evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
      slugs.map((slug, i) => `/products/${i + 1}/${slug}-ceiling-sheet`),
    );
    assert.equal(await section.getByRole('link', { name: 'View All Products' }).getAttribute('href'), '/products');

    // Reveal: once in view, every card has faded in over 0.5 s.
    const cards = section.locator('li');
    await scrollThrough(page, 3);
    await section.scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-remote-slot="catalogue/FeaturedProducts"] li[data-revealed]')].every(
        (li) => li.dataset.revealed === 'true',
      ),
    );
    assert.deepEqual(
      new Set(await cards.evaluateAll((lis) => lis.map((li) => getComputedStyle(li).transitionDuration))),
      new Set(['0.5s, 0.5s']),
    );
    for (const [src, width] of await picturesLoaded(section)) assert.ok(width > 0, `${src} did not load`);

    // Hover: the picture zooms and the dark overlay shows the description and View Details.
    const first = section.getByRole('article').first();
    await first.scrollIntoViewIfNeeded();
    await first.hover();
    await page.waitForFunction(
      (el) => getComputedStyle(el).opacity === '1',
      await details.first().locator('..').elementHandle(),
    );
    await page.waitForFunction(
      (el) => getComputedStyle(el).transform !== 'none',
      await first.locator('img').elementHandle(),
    );

    const columns = () =>
      section.locator('ul').evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').length);
    const heights = {};
    for (const [name, width, expected] of [
      ['phone', 390, 1],
      ['tablet', 800, 2],
      ['desktop', 1280, 3],
    ]) {
      await page.setViewportSize({ width, height: 800 });
      assert.equal(await columns(), expected, `${name}: ${expected} column(s)`);
      heights[name] = Math.ceil(await section.evaluate((el) => el.getBoundingClientRect().height));
    }
    note(`featured widget height: ${JSON.stringify(heights)} px`);

    await details.nth(3).click();
    await page.waitForURL('**/products/4/burma-teak-ceiling-sheet');
    await page.getByRole('heading', { level: 1, name: 'Burma Teak Ceiling Sheet' }).waitFor();
    assert.deepEqual(errors, []);
  });

  test('home under reduced motion: the featured cards are simply there, with no fade or lift', async () => {
    const context = await lab.browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(lab.site.url('/'));
    const widget = slot(page, 'FeaturedProducts');
    await widget.scrollIntoViewIfNeeded();
    await page.locator('[data-remote-slot="catalogue/FeaturedProducts"][data-remote-state="ready"]').waitFor();
    const styles = await widget
      .locator('li')
      .evaluateAll((lis) => lis.map((li) => [getComputedStyle(li).opacity, getComputedStyle(li).transform]));
    assert.deepEqual(new Set(styles.map(String)), new Set(['1,none']));
    await context.close();
  });
});
