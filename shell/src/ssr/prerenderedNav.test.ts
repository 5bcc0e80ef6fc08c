/** @jest-environment node */
import { SITE_NAV_ELEMENT_ID } from '../data/siteNav';
import { LIVE_NAV } from '../data/siteNav.fixture';
import { prerenderedWithNav } from './prerenderedNav';
import type { ComposedSite } from './siteMenu';

const BUILT =
  '<!doctype html><html><head><title>EcoPanel</title><link rel="preload" href="/static/page-home.js" as="script"></head>' +
  '<body><div id="root"><header>the build\'s menus</header></div>\n    <noscript>JavaScript</noscript></body></html>';

const withWarranty: ComposedSite = {
  version: 'v2',
  sources: {},
  sitemap: '',
  nav: {
    ...LIVE_NAV,
    main: LIVE_NAV.main.map((e) =>
      e.children ? { ...e, children: [...e.children, { label: 'Warranty', href: '/resources/warranty' }] } : e,
    ),
  },
};

it("renders a prerendered page with the live menus into the built file's #root, once per menu version", async () => {
  const errors: unknown[] = [];
  const page = prerenderedWithNav((_, error) => errors.push(error));
  const html = await page('/contact-us', BUILT, withWarranty);
  expect(errors).toEqual([]);
  // The built head stays (its preloads), the menus the page was rendered with are in it for the browser.
  expect(html.startsWith('<!doctype html><html><head><title>EcoPanel</title><link rel="preload"')).toBe(true);
  expect(html).toContain(`<script type="application/json" id="${SITE_NAV_ELEMENT_ID}">`);
  expect(html).not.toContain("the build's menus");
  expect(html).toMatch(/<header[\s\S]*<a[^>]*href="\/resources\/warranty"[^>]*>Warranty<\/a>[\s\S]*<\/header>/);
  expect(html.endsWith('</div>\n    <noscript>JavaScript</noscript></body></html>')).toBe(true);
  // Kept: the next request gets the string itself, no render and no await.
  expect(page('/contact-us', BUILT, withWarranty)).toBe(html);
});

it('serves the built file when the page cannot be rendered into it', async () => {
  const errors: unknown[] = [];
  const page = prerenderedWithNav((_, error) => errors.push(error));
  const noRoot = '<html><head></head><body><main>built</main></body></html>';
  expect(await page('/contact-us', noRoot, withWarranty)).toBe(noRoot);
  expect(errors).toHaveLength(1);
});
