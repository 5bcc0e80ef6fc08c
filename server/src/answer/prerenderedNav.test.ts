/** @jest-environment node */
import { REMOTES_JSON_ELEMENT_ID } from '@ecopanel/shell/remotes';
import { SITE_NAV_ELEMENT_ID } from '@ecopanel/shell/data/siteNav';
import { LIVE_NAV } from '@ecopanel/shell/data/siteNav.fixture';
import { pageRequest } from '../http/pageUrl';
import { prerenderedWithNav, type StaticPage } from './prerenderedNav';
import type { ComposedSite } from '../compose/siteMenu';
import { afterPaintScript } from '@ecopanel/shell/boot/afterFirstPaint';

const TEMPLATE =
  '<!doctype html><html><head><title>EcoPanel</title><link rel="preload" href="/remotes.json" as="fetch" crossorigin>' +
  `<script defer src="/static/boot.js"></script>${afterPaintScript('/static/main.js')}</head>` +
  '<body><div id="root"></div>\n    <noscript>JavaScript</noscript></body></html>';
const built = (route: string) => `<html><body>${route} as the build wrote it</body></html>`;
const page = (route: string): StaticPage => ({
  built: built(route),
  own: { styles: ['/static/page-x.css'], scripts: ['/static/page-x.js'] },
});

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

const DEPLOYED = { catalogue: 'https://catalogue.example/mf-manifest.json' };

function setUp() {
  const errors: unknown[] = [];
  const registry = { current: DEPLOYED as Record<string, string> | null };
  const pages = new Map([
    ['/contact-us', page('/contact-us')],
    ['/gone', page('/gone')],
  ]);
  const withNav = prerenderedWithNav({
    template: TEMPLATE,
    pages,
    readRegistry: () => registry.current,
    onError: (_, error) => errors.push(error),
  });
  return { errors, withNav, registry };
}

it('renders a page kept static with the live menus, the way every page is made, once per menu version', async () => {
  const { errors, withNav } = setUp();
  const html = await withNav(pageRequest('/contact-us'), withWarranty);
  expect(errors).toEqual([]);
  // The page chunk's files, its script run before main's; the menus and the deployed registry for
  // the browser, which then has no remotes.json to fetch.
  expect(html).toContain('<link rel="stylesheet" href="/static/page-x.css">');
  expect(html).toContain(
    '<script type="text/plain" data-after-paint="/static/page-x.js"></script><script defer src="/static/boot.js"></script><script type="text/plain" data-after-paint="/static/main.js"></script>',
  );
  // Their files requested with the page, at low priority, after its CSS.
  expect(html).toContain(
    '<link rel="stylesheet" href="/static/page-x.css"><link rel="preload" href="/static/page-x.js" as="script" fetchpriority="low"><link rel="preload" href="/static/main.js" as="script" fetchpriority="low">',
  );
  expect(html).toContain(`<script type="application/json" id="${SITE_NAV_ELEMENT_ID}">`);
  expect(html).toContain(
    `<script type="application/json" id="${REMOTES_JSON_ELEMENT_ID}">${JSON.stringify(DEPLOYED)}</script>`,
  );
  expect(html).not.toContain('href="/remotes.json"');
  expect(html).toMatch(/<header[\s\S]*<a[^>]*href="\/resources\/warranty"[^>]*>Warranty<\/a>[\s\S]*<\/header>/);
  expect(html).toMatch(/<h1[^>]*>Contact Us<\/h1>/);
  // Kept: the next request gets the string itself, no render and no await.
  expect(withNav(pageRequest('/contact-us'), withWarranty)).toBe(html);
});

it('serves the built file when the page does not render whole', async () => {
  const { errors, withNav } = setUp();
  // A route the app does not know renders its 404: not what was kept static.
  expect(await withNav(pageRequest('/gone'), withWarranty)).toBe(built('/gone'));
  expect(errors).toHaveLength(1);
  expect(String(errors[0])).toMatch(/status 404/);
});

it('renders again when the deployed registry changes, and leaves it to the browser when it cannot be read', async () => {
  const { errors, withNav, registry } = setUp();
  const before = await withNav(pageRequest('/contact-us'), withWarranty);
  registry.current = { catalogue: 'https://cdn.example/catalogue/mf-manifest.json' };
  const moved = await withNav(pageRequest('/contact-us'), withWarranty);
  expect(moved).not.toBe(before);
  expect(moved).toContain('https://cdn.example/catalogue/mf-manifest.json');
  registry.current = null;
  const unread = await withNav(pageRequest('/contact-us'), withWarranty);
  expect(unread).not.toContain(REMOTES_JSON_ELEMENT_ID);
  expect(unread).toContain('<link rel="preload" href="/remotes.json" as="fetch" crossorigin>');
  expect(errors).toEqual([]);
});
