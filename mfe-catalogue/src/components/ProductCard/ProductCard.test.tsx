import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { findProduct } from '../../data/products';
import { ProductCard } from './ProductCard';

const kithul = findProduct(2)!;

it('shows picture, title, stars and the list facts, with the description and a View Details link', () => {
  render(
    <MemoryRouter>
      <ProductCard product={kithul} specifications={kithul.specifications} headingLevel={2} />
    </MemoryRouter>,
  );
  const card = screen.getByRole('article');
  expect(within(card).getByRole('heading', { level: 2, name: 'Kithul Ceiling Sheet' })).toBeInTheDocument();
  expect(within(card).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  const picture = within(card).getByRole('img', { name: /^Kithul Ceiling Sheet: / });
  expect(picture).toHaveAttribute('loading', 'lazy');
  expect(picture).toHaveAttribute('width', '1000');
  expect(picture).toHaveAttribute('height', '750');
  expect(within(within(card).getByRole('list', { name: 'Specifications' })).getAllByRole('listitem')).toHaveLength(4);
  expect(within(card).getByText(kithul.description)).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'View Details of Kithul Ceiling Sheet' })).toHaveAttribute(
    'href',
    '/products/2/kithul-ceiling-sheet',
  );
});

it('in the home widget: an h3 with the category and no list facts', () => {
  render(
    <MemoryRouter>
      <ProductCard product={kithul} headingLevel={3} showCategory />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 3, name: 'Kithul Ceiling Sheet' })).toBeInTheDocument();
  expect(screen.getByText('Ceiling Panel')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Specifications' })).not.toBeInTheDocument();
});
