import { render } from '@testing-library/react';
import { PageMeta } from './PageMeta';

it('sets a prefixed title, a description and an absolute canonical link in <head>', () => {
  render(<PageMeta title="Products" description="All twelve panels" path="/products/" />);
  expect(document.title).toBe('EcoPanel | Products');
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('All twelve panels');
  expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost:3000/products');
  expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
});

it('marks a page noindex when asked', () => {
  render(<PageMeta title="Product not found" description="x" path="/products/99/x" noindex />);
  expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
});
