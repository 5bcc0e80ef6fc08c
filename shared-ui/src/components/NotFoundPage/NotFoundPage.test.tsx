import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';

it("says the page doesn't exist, links back home and is not indexed", () => {
  render(
    <MemoryRouter initialEntries={['/nowhere']}>
      <NotFoundPage />
    </MemoryRouter>,
  );
  expect(
    screen.getByRole('heading', { name: "Oops! You're drifting in space. This page doesn't exist." }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return to Earth' })).toHaveAttribute('href', '/');
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
