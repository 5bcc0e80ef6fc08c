import { appNamed } from '@ecopanel/shell/data/apps';
import { REMOTE_PARTS } from '@ecopanel/shell/data/siteNav.fixture';
import type { Release } from '@ecopanel/releases/watch';
import { ownsPath, parseSiteFile } from './siteFile';
import { SiteComposer } from './siteMenu';
import { readSitemap } from '@ecopanel/shared-ui/sitemap';

const release = (remote: string, id: string): Release => ({
  remote,
  id,
  manifestUrl: `http://localhost:3001/${remote}/releases/${id}/mf-manifest.json`,
  serverEntry: `http://localhost:3001/${remote}/releases/${id}/server/remoteEntry.js`,
});

const BUILT = {
  site: 'https://www.example.lk',
  paths: [
    '/',
    '/our-story',
    '/contact-us',
    '/products',
    '/products/1/maple',
    '/resources',
    '/resources/faq',
    '/contact',
  ],
};

/** Each remote's site.json as its release would publish it. */
const siteFile = (name: string, extra: { routes?: string[]; children?: { label: string; href: string }[] } = {}) => {
  const part = REMOTE_PARTS[name] ?? { nav: [], footer: { quick: [], resources: [] } };
  const own = BUILT.paths.filter((p) => ownsPath(appNamed(name), p));
  return {
    routes: [...own, ...(extra.routes ?? [])],
    nav: part.nav.map((e) =>
      e.children && extra.children ? { ...e, children: [...e.children, ...extra.children] } : e,
    ),
    footer: part.footer,
  };
};

function setUp(live: Record<string, string>, files: Record<string, unknown>) {
  const fetched: string[] = [];
  const failing = new Set<string>();
  const composer = new SiteComposer({
    releaseOf: (name) => Promise.resolve(live[name] ? release(name, live[name]) : undefined),
    built: BUILT,
    timeoutMs: 500,
    retryMs: 0,
    checkMs: 0,
    fetchJson: (url) => {
      fetched.push(url);
      const [, name = '', id = ''] = /localhost:3001\/(\w+)\/releases\/(\w+)\/site\.json$/.exec(url) ?? [];
      if (failing.has(name) || !(`${name}@${id}` in files)) return Promise.reject(new Error('404'));
      return Promise.resolve(files[`${name}@${id}`]);
    },
  });
  return { composer, fetched, failing };
}

const labels = (entries: { label: string; children?: { label: string }[] }[]) =>
  entries.map((e) => (e.children ? [e.label, e.children.map((c) => c.label)] : e.label));

it("composes the menus and the sitemap from the live releases' site.json", async () => {
  const { composer } = setUp(
    { catalogue: 'aaaaaa01', resources: 'bbbbbb01', quotation: 'cccccc01' },
    {
      'catalogue@aaaaaa01': siteFile('catalogue', { routes: ['/products/13/oak-13'] }),
      'resources@bbbbbb01': siteFile('resources', {
        routes: ['/resources/warranty'],
        children: [{ label: 'Warranty', href: '/resources/warranty' }],
      }),
      'quotation@cccccc01': siteFile('quotation'),
    },
  );
  const site = await composer.current();
  expect(labels(site.nav.main)).toEqual([
    'Home',
    'Our Story',
    'Products',
    ['Resources', ['Projects', 'FAQs', 'Patents & Test Reports', 'Installation Guide', 'News & Events', 'Warranty']],
    'Request a Quotation',
  ]);
  expect(labels(site.nav.footerQuick)).toEqual([
    'Home',
    'Our Story',
    'Products',
    'Projects',
    'Quotation',
    'Contact Us',
  ]);
  expect(labels(site.nav.footerResources)).toEqual(['FAQs', 'Discover More', 'Help & Support']);
  const { site: origin, paths } = readSitemap(site.sitemap);
  expect(origin).toBe('https://www.example.lk');
  expect(paths).toEqual(
    expect.arrayContaining(['/', '/our-story', '/products/13/oak-13', '/resources/warranty', '/contact']),
  );
  expect(site.sources).toEqual({ catalogue: 'aaaaaa01', resources: 'bbbbbb01', quotation: 'cccccc01', impact: 'none' });
});

it('reads a release once, keeps one composition per set of release ids, and follows a new release', async () => {
  const live: Record<string, string> = { resources: 'bbbbbb01' };
  const { composer, fetched } = setUp(live, {
    'resources@bbbbbb01': siteFile('resources'),
    'resources@bbbbbb02': siteFile('resources', { children: [{ label: 'Warranty', href: '/resources/warranty' }] }),
  });
  const first = await composer.current();
  expect(await composer.current()).toBe(first);
  expect(fetched.filter((u) => u.includes('resources'))).toHaveLength(1);
  live.resources = 'bbbbbb02';
  // A remote with entries known reads its new release behind the request, then the next one has it.
  await composer.current();
  const next = await composer.current();
  expect(next.version).not.toBe(first.version);
  expect(JSON.stringify(next.nav.main)).toContain('/resources/warranty');
});

it('keeps the version (and so the cached pages) when a new release leaves the menus as they were', async () => {
  const live: Record<string, string> = { resources: 'bbbbbb01' };
  const { composer } = setUp(live, {
    'resources@bbbbbb01': siteFile('resources'),
    'resources@bbbbbb03': siteFile('resources'),
  });
  const first = await composer.current();
  live.resources = 'bbbbbb03';
  await composer.current();
  const next = await composer.current();
  expect(next.sources.resources).toBe('bbbbbb03');
  expect(next.version).toBe(first.version);
});

it("keeps a remote's last entries when its new release's file cannot be read, else apps.json's fallback", async () => {
  const live: Record<string, string> = { resources: 'bbbbbb01', catalogue: 'aaaaaa01' };
  const { composer } = setUp(live, { 'resources@bbbbbb01': siteFile('resources') });
  const first = await composer.current();
  // The catalogue's file is missing: its top-level entry from apps.json, and the build's sitemap entries.
  expect(first.nav.main.find((e) => e.href === '/products')).toEqual(appNamed('catalogue').nav[0]);
  expect(readSitemap(first.sitemap).paths).toEqual(expect.arrayContaining(['/products', '/products/1/maple']));
  live.resources = 'bbbbbb09';
  await composer.current();
  const after = await composer.current();
  expect(after.version).toBe(first.version);
  expect(labels(after.nav.main)).toContainEqual(['Resources', expect.arrayContaining(['Projects', 'FAQs'])]);
});

it('escapes what a release lists in the sitemap', async () => {
  const { composer } = setUp(
    { resources: 'bbbbbb01' },
    { 'resources@bbbbbb01': siteFile('resources', { routes: ["/resources/a&b'c"] }) },
  );
  expect((await composer.current()).sitemap).toContain('<loc>https://www.example.lk/resources/a&amp;b&apos;c</loc>');
});

describe('parseSiteFile', () => {
  const resources = appNamed('resources');
  it.each([
    ['a route of another remote', { routes: ['/products/1/maple'] }],
    ['a route on another site', { routes: ['//evil.test/resources'] }],
    ['markup in a route', { routes: ['/resources/<script>'] }],
    ['a script link', { routes: [], nav: [{ label: 'x', href: 'javascript:alert(1)' }] }],
    ['a link to another site', { routes: [], nav: [{ label: 'x', href: 'https://evil.test/' }] }],
    ['an empty label', { routes: [], nav: [{ label: ' ', href: '/resources' }] }],
    ['a label of 81 characters', { routes: [], nav: [{ label: 'x'.repeat(81), href: '/resources' }] }],
    [
      'grandchildren',
      { routes: [], nav: [{ label: 'a', href: '/r', children: [{ label: 'b', href: '/r', children: [] }] }] },
    ],
    ['41 entries', { routes: [], nav: Array.from({ length: 41 }, (_, i) => ({ label: `e${i}`, href: '/resources' })) }],
    ['5001 routes', { routes: Array.from({ length: 5001 }, (_, i) => `/resources/${i}`) }],
    ['no route list', { nav: [] }],
    ['a label in a language the site has not', { routes: [], nav: [{ label: 'x', labels: { fr: 'y' }, href: '/r' }] }],
    ['an empty Sinhala label', { routes: [], nav: [{ label: 'x', labels: { si: ' ' }, href: '/r' }] }],
    ['labels that are a list', { routes: [], nav: [{ label: 'x', labels: ['y'], href: '/r' }] }],
    [
      'a Tamil label of 81 characters',
      { routes: [], nav: [{ label: 'x', labels: { ta: 'த'.repeat(81) }, href: '/r' }] },
    ],
  ])('refuses %s', (_, data) => {
    expect(() => parseSiteFile(resources, data)).toThrow();
  });

  it('accepts its own pages and links within the site', () => {
    expect(parseSiteFile(resources, siteFile('resources')).nav[0]?.children).toHaveLength(5);
  });

  it("keeps an entry's Sinhala and Tamil labels, the zero-width joiner included", () => {
    const data = { routes: [], nav: [{ label: 'Projects', labels: { si: ' ව්‍යාපෘති ', ta: 'திட்டங்கள்' }, href: '/r' }] };
    expect(parseSiteFile(resources, data).nav[0]).toEqual({
      label: 'Projects',
      labels: { si: 'ව්\u200Dයාපෘති', ta: 'திட்டங்கள்' },
      href: '/r',
    });
  });
});

it('looks at the live releases at most once per checkMs, so requests in between pay nothing', async () => {
  let now = 0;
  const live: Record<string, string> = { resources: 'bbbbbb01' };
  const files: Record<string, unknown> = {
    'resources@bbbbbb01': siteFile('resources'),
    'resources@bbbbbb02': siteFile('resources', { children: [{ label: 'Warranty', href: '/resources/warranty' }] }),
  };
  const composer = new SiteComposer({
    releaseOf: (name) => Promise.resolve(live[name] ? release(name, live[name]) : undefined),
    built: BUILT,
    timeoutMs: 500,
    checkMs: 1000,
    now: () => now,
    fetchJson: (url) => Promise.resolve(files[`resources@${/releases\/(\w+)\//.exec(url)?.[1]}`]),
  });
  const first = await composer.current();
  live.resources = 'bbbbbb02';
  now = 999;
  expect(composer.peek()).toBe(first);
  now = 1000;
  expect(composer.peek()).toBeUndefined();
  const next = await composer.current();
  expect(JSON.stringify(next.nav.main)).toContain('/resources/warranty');
});
