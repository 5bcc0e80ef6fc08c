import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RouteLink } from './RouteLink';

it('navigates inside the router when there is one', async () => {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<RouteLink to="/products">All products</RouteLink>} />
        <Route path="/products" element={<p>The list</p>} />
      </Routes>
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'All products' }));
  expect(screen.getByText('The list')).toBeInTheDocument();
});

it('is a plain link when the host has no router', () => {
  render(<RouteLink to="/products">All products</RouteLink>);
  expect(screen.getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/products');
});
