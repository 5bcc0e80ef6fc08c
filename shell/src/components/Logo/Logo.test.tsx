import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Logo } from './Logo';

it('is one link home, named for screen readers, with a decorative mark', () => {
  const { container } = render(
    <MemoryRouter>
      <Logo />
    </MemoryRouter>,
  );
  const link = screen.getByRole('link', { name: 'EcoPanel home' });
  expect(link).toHaveAttribute('href', '/');
  expect(link).toHaveTextContent('EcoPanel');
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});
