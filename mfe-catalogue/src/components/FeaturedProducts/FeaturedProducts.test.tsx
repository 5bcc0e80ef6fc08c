import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import FeaturedProducts from '../../exposes/FeaturedProducts';
import { fakeIntersections } from '@ecopanel/shared-ui/test';
import { FEATURED_PRODUCTS } from '../../data/products';

const renderAtHome = () =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<FeaturedProducts />} />
        <Route path="/products" element={<h1>All products</h1>} />
        <Route path="/products/:id/:slug" element={<h1>A product page</h1>} />
      </Routes>
    </MemoryRouter>,
  );

it('is a section headed by an h2 with the subtitle, six product cards and a View All Products link', () => {
  renderAtHome();
  const section = screen.getByRole('region', { name: 'Our Exclusive and Premium Products' });
  expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Our Exclusive and Premium Products');
  expect(
    within(section).getByText(
      /meticulously crafted UPVC ceiling and wall panels in sophisticated designs and finishes/i,
    ),
  ).toBeInTheDocument();
  expect(
    within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual([
    'Maple Ceiling Sheet',
    'Kithul Ceiling Sheet',
    'Golden Teak Ceiling Sheet',
    'Burma Teak Ceiling Sheet',
    'Jack Wood Ceiling Sheet',
    'Rich Brown Ceiling Sheet',
  ]);
  expect(
    within(section)
      .getAllByRole('link', { name: /^View Details/ })
      .map((a) => a.getAttribute('href')),
    // The six the data names (products.test.ts holds them to the spec).
  ).toEqual(FEATURED_PRODUCTS.map((p) => p.link));
  expect(within(section).getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(6);
  expect(within(section).getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/products');
});

it('navigates inside the host router to a product and to the full list', async () => {
  renderAtHome();
  await userEvent.click(screen.getByRole('link', { name: 'View Details of Burma Teak Ceiling Sheet' }));
  expect(screen.getByRole('heading', { level: 1, name: 'A product page' })).toBeInTheDocument();
});

it('reveals heading and cards once, when they scroll into view', () => {
  const view = fakeIntersections();
  try {
    renderAtHome();
    const card = screen.getByRole('heading', { level: 3, name: 'Maple Ceiling Sheet' }).closest('li')!;
    const intro = screen.getByRole('heading', { level: 2 }).parentElement!;
    expect([intro, card].map((el) => el.getAttribute('data-revealed'))).toEqual(['false', 'false']);
    act(() => view.scroll(true));
    expect([intro, card].map((el) => el.getAttribute('data-revealed'))).toEqual(['true', 'true']);
    act(() => view.scroll(false));
    expect(card).toHaveAttribute('data-revealed', 'true');
  } finally {
    view.restore();
  }
});

it('still renders, with plain links, on a host page that has no router', () => {
  render(<FeaturedProducts />);
  expect(screen.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/products');
});
