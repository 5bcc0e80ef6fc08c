import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Breadcrumb } from './Breadcrumb';

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Breadcrumb />
    </MemoryRouter>,
  );

it('renders nothing on the home page', () => {
  at('/');
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

it('links earlier crumbs and leaves the last as plain text', () => {
  at('/products/5/jack-wood-ceiling-sheet');
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
  const items = within(nav).getAllByRole('listitem');
  expect(items.map((li) => li.textContent?.replace('›', ''))).toEqual(['Home', 'Products', 'Jack Wood Ceiling Sheet']);
  expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
  expect(within(nav).queryByRole('link', { name: 'Jack Wood Ceiling Sheet' })).not.toBeInTheDocument();
  expect(within(nav).getByText('Jack Wood Ceiling Sheet')).toHaveAttribute('aria-current', 'page');
});
