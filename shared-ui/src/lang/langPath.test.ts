import { joinLangPath, langBasename, splitLangPath, untranslatedLang, LANGS } from './langPath';

describe('splitLangPath', () => {
  it.each([
    ['/', 'en', '/'],
    ['/products/1/maple-ceiling-sheet', 'en', '/products/1/maple-ceiling-sheet'],
    ['/si/', 'si', '/'],
    ['/si', 'si', '/'],
    ['/si/products/1/maple-ceiling-sheet', 'si', '/products/1/maple-ceiling-sheet'],
    ['/ta/resources/faq', 'ta', '/resources/faq'],
    ['/ta/resources/faq/', 'ta', '/resources/faq/'],
  ])('%s is %s at %s', (pathname, lang, path) => {
    expect(splitLangPath(pathname)).toEqual({ lang, path });
  });

  // Anything a URL supplies is untrusted: only the exact prefixes name a language.
  it.each([
    '/fr/',
    '/fr/products',
    '/en/products',
    '/SI/',
    '/Ta/resources',
    '/sixty',
    '/tamil/faq',
    '/si-lk/',
    '//si/',
  ])('%s names no language: an English path (a 404 when nothing is there)', (pathname) => {
    expect(splitLangPath(pathname)).toEqual({ lang: 'en', path: pathname });
  });
});

describe('joinLangPath', () => {
  it.each([
    ['en', '/', '/'],
    ['en', '/contact', '/contact'],
    ['si', '/', '/si/'],
    ['si', '/products/1/maple-ceiling-sheet', '/si/products/1/maple-ceiling-sheet'],
    ['ta', '/resources/faq', '/ta/resources/faq'],
    ['ta', 'resources', '/ta/resources'],
  ] as const)('%s + %s = %s', (lang, path, url) => {
    expect(joinLangPath(lang, path)).toBe(url);
  });

  it('is the inverse of splitLangPath for every language', () => {
    for (const lang of LANGS)
      for (const path of ['/', '/our-story', '/resources/projects/3'])
        expect(splitLangPath(joinLangPath(lang, path))).toEqual({ lang, path });
  });
});

describe('langBasename', () => {
  it('ends in a slash, so the router links a language home as /si/ (the canonical)', () => {
    expect(langBasename('en')).toBe('/');
    expect(langBasename('si')).toBe('/si/');
    expect(langBasename('ta')).toBe('/ta/');
  });
});

describe('untranslatedLang', () => {
  it('marks the English text of a Sinhala or Tamil page, and nothing on an English page', () => {
    expect(untranslatedLang('en')).toBeUndefined();
    expect(untranslatedLang('si')).toBe('en');
    expect(untranslatedLang('ta')).toBe('en');
  });
});
