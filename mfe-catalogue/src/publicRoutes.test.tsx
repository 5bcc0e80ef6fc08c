import { render, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { canonicalUrl } from '@ecopanel/shared-ui';
import ProductRoutes from './exposes/ProductRoutes';
import { publicRoutes } from './publicRoutes';

// What the sitemap lists must be real pages: each is its own canonical URL, none a not-found page.
it.each(publicRoutes.map((path) => [path]))('%s is a page of the catalogue, canonical and indexable', async (path) => {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/products/*" element={<ProductRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
  await waitFor(() =>
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', canonicalUrl(path)),
  );
  expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
});

it('lists the product list, the calculator and every product once', () => {
  expect(new Set(publicRoutes).size).toBe(publicRoutes.length);
  expect(publicRoutes).toEqual(
    expect.arrayContaining(['/products', '/products/calculator', '/products/12/white-sand-ceiling-sheet']),
  );
});
