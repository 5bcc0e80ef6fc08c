import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RouteLink } from './RouteLink';

it('navigates inside the router when there is one', async () => {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<RouteLink to="/our-story">View Details</RouteLink>} />
        <Route path="/our-story" element={<p>Our Story page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'View Details' }));
  expect(screen.getByText('Our Story page')).toBeInTheDocument();
});

it('is a plain link when the host has no router', () => {
  render(<RouteLink to="/our-story">View Details</RouteLink>);
  expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/our-story');
});
