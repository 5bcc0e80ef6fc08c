import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ProductListPage } from './ProductListPage';
import { PRODUCTS } from '../data/products';

const renderList = () =>
  render(
    <MemoryRouter initialEntries={['/products']}>
      <ProductListPage />
    </MemoryRouter>,
  );

it('is headed Premium Panel Collection and titled Products, with a canonical link', () => {
  renderList();
  expect(screen.getByRole('heading', { level: 1, name: 'Premium Panel Collection' })).toBeInTheDocument();
  expect(document.title).toBe('EcoPanel | Products');
  expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'http://localhost:3000/products',
  );
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/ceiling sheets/);
});

it('lists every sheet (products.test holds the 12 of the spec) as cards with picture, title, stars, specifications and a View Details link', () => {
  renderList();
  const cards = screen.getAllByRole('article');
  expect(cards).toHaveLength(PRODUCTS.length);
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toContain('White sand Ceiling Sheet');
  for (const card of cards) {
    const title = within(card).getByRole('heading', { level: 2 }).textContent!;
    expect(within(card).getByRole('img', { name: new RegExp(`^${title}: `) })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(within(card).getByRole('list', { name: 'Specifications' })).getAllByRole('listitem')).toHaveLength(4);
    expect(within(card).getByRole('link', { name: `View Details of ${title}` })).toBeInTheDocument();
  }
  const whiteSand = cards[11]!;
  expect(within(whiteSand).getByText('Size: 200 mm x 3000 mm')).toBeInTheDocument();
  expect(within(whiteSand).getByRole('link', { name: /^View Details/ })).toHaveAttribute(
    'href',
    '/products/12/white-sand-ceiling-sheet',
  );
});

it('has a category filter that shows no buttons, because the category list is empty', () => {
  renderList();
  expect(screen.queryByRole('group', { name: 'Filter by category' })).not.toBeInTheDocument();
  expect(screen.queryAllByRole('button')).toHaveLength(0);
});

it('points to the panel calculator', () => {
  renderList();
  expect(screen.getByRole('link', { name: 'panel calculator' })).toHaveAttribute('href', '/products/calculator');
});
