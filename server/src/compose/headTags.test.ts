import { splitHead, withHtmlLang } from './headTags';

it('takes the title, meta and link tags out of the body, in order', () => {
  const rendered =
    '<title>Products | EcoPanel</title><meta name="description" content="Panels"/><main><h1>Products</h1>' +
    '<link rel="canonical" href="https://example.lk/products"/><p>Twelve finishes</p></main>';
  expect(splitHead(rendered)).toEqual({
    headTags: [
      '<title>Products | EcoPanel</title>',
      '<meta name="description" content="Panels"/>',
      '<link rel="canonical" href="https://example.lk/products"/>',
    ],
    body: '<main><h1>Products</h1><p>Twelve finishes</p></main>',
  });
});

it('leaves a body with no head tags as it is', () => {
  expect(splitHead('<main><p>metal links</p></main>')).toEqual({
    headTags: [],
    body: '<main><p>metal links</p></main>',
  });
});

describe('withHtmlLang', () => {
  it('names the page language on the root element, replacing the template English', () => {
    const html = withHtmlLang('<!doctype html>\n<html lang="en">\n  <head></head></html>', 'si');
    expect(html).toBe('<!doctype html>\n<html lang="si">\n  <head></head></html>');
  });

  it('adds it where the template has none, and touches nothing else', () => {
    expect(withHtmlLang('<html><body><p lang="en">x</p></body></html>', 'ta')).toBe(
      '<html lang="ta"><body><p lang="en">x</p></body></html>',
    );
  });
});
