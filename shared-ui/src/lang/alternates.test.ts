import { langAlternates, langUrl } from './alternates';

const SITE = 'https://panels.example';

describe('langAlternates', () => {
  it('names every language and x-default (English) with absolute URLs', () => {
    expect(langAlternates(SITE, '/products/1/maple-ceiling-sheet')).toEqual([
      { hreflang: 'en', href: 'https://panels.example/products/1/maple-ceiling-sheet' },
      { hreflang: 'si', href: 'https://panels.example/si/products/1/maple-ceiling-sheet' },
      { hreflang: 'ta', href: 'https://panels.example/ta/products/1/maple-ceiling-sheet' },
      { hreflang: 'x-default', href: 'https://panels.example/products/1/maple-ceiling-sheet' },
    ]);
  });

  it('links the home pages as / , /si/ and /ta/', () => {
    expect(langAlternates(SITE, '/').map((a) => a.href)).toEqual([
      'https://panels.example/',
      'https://panels.example/si/',
      'https://panels.example/ta/',
      'https://panels.example/',
    ]);
  });

  it('drops a trailing slash as the canonical does', () => {
    expect(langUrl(SITE, 'ta', '/resources/faq/')).toBe('https://panels.example/ta/resources/faq');
  });
});
