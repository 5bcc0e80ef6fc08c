// What the site's menus and sitemap are made of: the live releases' site.json files, put together and
// escaped, and what parseSiteFile refuses or keeps of a file (routes, links, labels in each language).
import { appNamed } from '@ecopanel/shell/data/apps';
import { parseSiteFile } from './siteFile';
import { readSitemap } from '@ecopanel/shared-ui/sitemap';
import { labels, setUp, siteFile } from './test/siteFiles';

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
