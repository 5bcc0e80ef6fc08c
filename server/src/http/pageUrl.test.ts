import { MAX_URL, pageRequest, parsePageUrl } from './pageUrl';

describe('parsePageUrl', () => {
  it('keeps only the query parameters the route reads', () => {
    expect(parsePageUrl('/products?utm_source=chat&fbclid=x&gclid=y')).toMatchObject({ ok: true, key: '/products' });
    expect(parsePageUrl('/products/calculator?product=3&utm_medium=x')).toMatchObject({
      key: '/products/calculator?product=3',
    });
    expect(parsePageUrl('/contact?utm_source=wa&message=Hi%20there&product=Maple&n=1')).toMatchObject({
      key: '/contact?product=Maple&message=Hi+there',
    });
    expect(parsePageUrl('/no-such-page?n=123')).toMatchObject({ key: '/no-such-page', route: undefined });
  });

  it('sends a bare language prefix to its home, query and all', () => {
    expect(parsePageUrl('/si')).toMatchObject({ ok: true, moved: '/si/' });
    expect(parsePageUrl('/ta?utm_source=wa')).toMatchObject({ ok: true, moved: '/ta/?utm_source=wa' });
    expect(parsePageUrl('/si/')).not.toHaveProperty('moved');
    expect(parsePageUrl('/')).not.toHaveProperty('moved');
    expect(parsePageUrl('/fr')).not.toHaveProperty('moved');
  });

  it('finds the remote route under a language prefix, and keys the page by its whole path', () => {
    expect(parsePageUrl('/si/contact?message=Hi&utm_source=x')).toMatchObject({
      key: '/si/contact?message=Hi',
      route: { remote: 'quotation/ContactPage' },
    });
    expect(parsePageUrl('/ta/products/1/maple-ceiling-sheet')).toMatchObject({
      key: '/ta/products/1/maple-ceiling-sheet',
      route: { remote: 'catalogue/ProductRoutes' },
    });
  });

  it("reads the page's language once, with its route: every later step takes them from here", () => {
    expect(parsePageUrl('/ta/products?sort=name')).toMatchObject({ lang: 'ta', route: { path: '/products' } });
    expect(parsePageUrl('/si/')).toMatchObject({ lang: 'si', route: undefined });
    expect(parsePageUrl('/products')).toMatchObject({ lang: 'en' });
    // Not a language this site has: an English path that no route owns.
    expect(parsePageUrl('/fr/products')).toMatchObject({ lang: 'en', route: undefined });
  });

  it('passes URL text that only looks like a replacement pattern', () => {
    expect(parsePageUrl('/foo$&/bar')).toMatchObject({ ok: true, pathname: '/foo$&/bar' });
    expect(parsePageUrl('/contact?message=$`')).toMatchObject({ ok: true, key: '/contact?message=%24%60' });
  });

  it.each([
    ['a protocol-relative target', '//[', 400],
    ['another host', '//evil.test/x', 400],
    ['an absolute URL', 'http://evil.test/', 400],
    ['a broken percent escape', '/products/%E0%A4%A', 400],
    ['a bad escape', '/%zz', 400],
    ['a control character', '/a\u0001b', 400],
    ['a space', '/a b', 400],
    ['an overlong URL', `/${'a'.repeat(MAX_URL)}`, 414],
  ])('refuses %s', (_, url, status) => {
    expect(parsePageUrl(url)).toMatchObject({ ok: false, status });
  });
});

describe('pageRequest (a page the server names itself)', () => {
  it('is read as a visitor asking for it would be', () => {
    const { ok: _, ...asked } = parsePageUrl('/si/contact?message=Hi') as Extract<
      ReturnType<typeof parsePageUrl>,
      { ok: true }
    >;
    expect(pageRequest('/si/contact?message=Hi')).toEqual(asked);
  });

  it('refuses what is not a page URL', () => {
    expect(() => pageRequest('//evil.test/x')).toThrow(/not a page's URL/);
  });
});
