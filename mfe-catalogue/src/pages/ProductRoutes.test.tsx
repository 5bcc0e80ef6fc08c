import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import ProductRoutes from '../exposes/ProductRoutes';
import FeaturedProducts from '../exposes/FeaturedProducts';

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/products/*" element={<ProductRoutes />} />
      </Routes>
    </MemoryRouter>,
  );

it('serves the product list at /products, mounted as the shell mounts it', () => {
  at('/products');
  expect(screen.getByRole('heading', { level: 1, name: 'Premium Panel Collection' })).toBeInTheDocument();
  expect(document.title).toBe('EcoPanel | Products');
});

it('serves product detail routes under its own prefix', () => {
  at('/products/1/maple-ceiling-sheet');
  expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
    'http://localhost:3000/products/1/maple-ceiling-sheet',
  );
});

it('exposes the featured-products widget for the home page', () => {
  render(<FeaturedProducts />);
  expect(screen.getByRole('heading', { name: 'Our Exclusive and Premium Products' })).toBeInTheDocument();
});
