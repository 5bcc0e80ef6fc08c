import { readSitemap, sitemapXml } from './sitemapXml';

const SITE = 'https://www.example.lk';

describe('sitemapXml', () => {
  const xml = sitemapXml(SITE, ['/', '/resources/faq']);
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1],
    alternates: [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
      ([, lang, href]) => `${lang} ${href}`,
    ),
  }));

  it('lists every page in every language', () => {
    expect(entries.map((e) => e.loc)).toEqual([
      'https://www.example.lk/',
      'https://www.example.lk/si/',
      'https://www.example.lk/ta/',
      'https://www.example.lk/resources/faq',
      'https://www.example.lk/si/resources/faq',
      'https://www.example.lk/ta/resources/faq',
    ]);
  });

  it('gives each entry every language and x-default as xhtml:link alternates, itself included', () => {
    const faq = [
      'en https://www.example.lk/resources/faq',
      'si https://www.example.lk/si/resources/faq',
      'ta https://www.example.lk/ta/resources/faq',
      'x-default https://www.example.lk/resources/faq',
    ];
    for (const entry of entries.slice(3)) expect(entry.alternates).toEqual(faq);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('escapes a path a release lists', () => {
    expect(sitemapXml(SITE, ["/a&b'c"])).toContain('<loc>https://www.example.lk/si/a&amp;b&apos;c</loc>');
  });
});

describe('readSitemap', () => {
  it('reads the English pages back once, whichever languages the file lists', () => {
    expect(readSitemap(sitemapXml(SITE, ['/', '/our-story', '/products/1/maple']))).toEqual({
      site: SITE,
      paths: ['/', '/our-story', '/products/1/maple'],
    });
  });

  it('reads a build sitemap of English locs only', () => {
    const built =
      '<urlset><url><loc>http://localhost:3000/</loc></url><url><loc>http://localhost:3000/contact</loc></url></urlset>';
    expect(readSitemap(built)).toEqual({ site: 'http://localhost:3000', paths: ['/', '/contact'] });
  });
});
