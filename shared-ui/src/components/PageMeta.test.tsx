import { render } from '@testing-library/react';
import { ServerResponseProvider, type ServerResponse } from '../server/ServerResponse';
import { PageMeta } from './PageMeta';
import { LangProvider } from '../lang/LangContext';
import { catalogIn } from '../i18n/catalog';
import { sharedText } from '../i18n/text';

// As the shell's start does before it renders a Sinhala or Tamil page: shared-ui's text loaded.
beforeAll(() => Promise.all([catalogIn(sharedText, 'si'), catalogIn(sharedText, 'ta')]));

it('sets a prefixed title, a description and an absolute canonical link in <head>', () => {
  render(<PageMeta title="Products" description="All twelve panels" path="/products/" />);
  expect(document.title).toBe('EcoPanel | Products');
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('All twelve panels');
  expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
    'http://localhost:3000/products',
  );
  expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
});

it('marks a not-found page noindex and tells the server to answer 404', () => {
  const response: ServerResponse = { status: 200 };
  render(
    <ServerResponseProvider value={response}>
      <PageMeta title="Product not found" description="x" path="/products/99/x" notFound />
    </ServerResponseProvider>,
  );
  expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  expect(response.status).toBe(404);
});

it('gives link previews the page itself: Open Graph with an absolute picture and its size, a large card', () => {
  const image = { url: 'https://cdn.test/share/product-1.jpg', width: 1200, height: 630, alt: 'Maple' };
  render(
    <PageMeta
      title="Maple Ceiling Sheet"
      description="Clean and bright"
      path="/products/1/maple-ceiling-sheet"
      type="product"
      image={image}
    />,
  );
  const og = (p: string) => document.head.querySelector(`meta[property="${p}"]`)?.getAttribute('content');
  expect(og('og:title')).toBe('EcoPanel | Maple Ceiling Sheet');
  expect(og('og:description')).toBe('Clean and bright');
  expect(og('og:type')).toBe('product');
  expect(og('og:url')).toBe('http://localhost:3000/products/1/maple-ceiling-sheet');
  expect(og('og:image')).toBe(image.url);
  expect(og('og:image:width')).toBe('1200');
  expect(og('og:image:height')).toBe('630');
  expect(document.head.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');
});

it('falls back to the site share picture, as an absolute URL', () => {
  render(<PageMeta title="FAQ" description="Answers" path="/resources/faq" />);
  expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
    'http://localhost:3000/share/site.jpg',
  );
});

it('on a Sinhala page: its /si/ canonical and og:url, and hreflang links to every language and x-default', () => {
  render(
    <LangProvider value="si">
      <PageMeta title="Maple Ceiling Sheet" description="x" path="/products/1/maple-ceiling-sheet" />
    </LangProvider>,
  );
  expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
    'http://localhost:3000/si/products/1/maple-ceiling-sheet',
  );
  expect(document.head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
    'http://localhost:3000/si/products/1/maple-ceiling-sheet',
  );
  const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((l) => [
    l.getAttribute('hreflang'),
    l.getAttribute('href'),
  ]);
  expect(alternates).toEqual([
    ['en', 'http://localhost:3000/products/1/maple-ceiling-sheet'],
    ['si', 'http://localhost:3000/si/products/1/maple-ceiling-sheet'],
    ['ta', 'http://localhost:3000/ta/products/1/maple-ceiling-sheet'],
    ['x-default', 'http://localhost:3000/products/1/maple-ceiling-sheet'],
  ]);
});

it('names no alternates on a not-found page (noindex: there is nothing to point at)', () => {
  render(
    <LangProvider value="ta">
      <PageMeta title="Page not found" description="x" path="/nothing-here" notFound />
    </LangProvider>,
  );
  expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
    'http://localhost:3000/ta/nothing-here',
  );
  expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
});

const og = (property: string) =>
  [...document.head.querySelectorAll(`meta[property="${property}"]`)].map((meta) => meta.getAttribute('content'));

it('says the page’s locale to link previews, and its other languages as alternates', () => {
  const { unmount } = render(<PageMeta title="FAQ" description="Answers" path="/resources/faq" />);
  expect(og('og:locale')).toEqual(['en_LK']);
  expect(og('og:locale:alternate')).toEqual(['si_LK', 'ta_LK']);
  unmount();
  render(
    <LangProvider value="ta">
      <PageMeta title="FAQ" description="x" path="/resources/faq" />
    </LangProvider>,
  );
  expect(og('og:locale')).toEqual(['ta_LK']);
  expect(og('og:locale:alternate')).toEqual(['en_LK', 'si_LK']);
});

it.each([
  ['en', 'EcoPanel: sustainable UPVC ceiling and wall panels'],
  ['si', 'EcoPanel: පරිසර හිතකාමී UPVC සිවිලිම් සහ බිත්ති පැනල'],
  ['ta', 'EcoPanel: சூழலுக்கு உகந்த UPVC சீலிங் மற்றும் சுவர் பேனல்கள்'],
] as const)('describes the site share picture in the page’s language: %s', (lang, alt) => {
  render(
    <LangProvider value={lang}>
      <PageMeta title="FAQ" description="x" path="/resources/faq" />
    </LangProvider>,
  );
  expect(og('og:image:alt')).toEqual([alt]);
});

it('keeps a page’s own picture and its description', () => {
  const image = { url: 'https://cdn.test/p.jpg', width: 1200, height: 630, alt: 'මේපල්' };
  render(
    <LangProvider value="si">
      <PageMeta title="x" description="x" path="/products/1/x" image={image} />
    </LangProvider>,
  );
  expect(og('og:image:alt')).toEqual(['මේපල්']);
});
