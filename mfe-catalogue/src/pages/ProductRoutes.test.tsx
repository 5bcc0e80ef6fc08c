import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import ProductRoutes from '../exposes/ProductRoutes';

function Where() {
  return <output>{useLocation().pathname}</output>;
}

// Mounted exactly as the shell mounts it: under /products/*.
const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/products/*" element={<ProductRoutes />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );

it('serves the list at /products', () => {
  at('/products');
  expect(screen.getByRole('heading', { level: 1, name: 'Premium Panel Collection' })).toBeInTheDocument();
});

it('serves a product at /products/{id}/{slug}, its page a chunk of its own', async () => {
  at('/products/8/teak-ceiling-sheet');
  expect(await screen.findByRole('heading', { level: 1, name: 'Teak Ceiling Sheet' })).toBeInTheDocument();
});

it('sends /products/{id} to the product’s full URL', async () => {
  at('/products/4');
  expect(await screen.findByRole('heading', { level: 1, name: 'Burma Teak Ceiling Sheet' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('/products/4/burma-teak-ceiling-sheet');
});

it.each(['/products/abc', '/products/1/maple-ceiling-sheet/extra', '/products/calculator/extra'])(
  'says Product not found at %s',
  (path) => {
    at(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all products' })).toHaveAttribute('href', '/products');
  },
);

it('serves the panel calculator at /products/calculator, ahead of the :productId routes', async () => {
  at('/products/calculator?product=5');
  expect(await screen.findByRole('heading', { level: 1, name: 'Panel calculator' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Panel' })).toHaveDisplayValue('Jack Wood Ceiling Sheet (2440 mm)');
  expect(screen.queryByRole('heading', { name: 'Product not found' })).not.toBeInTheDocument();
});
