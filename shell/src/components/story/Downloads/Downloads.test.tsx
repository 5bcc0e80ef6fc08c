import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Downloads } from './Downloads';

it('offers the brochure and the warranty PDF as downloads, and a way on to the products', () => {
  render(<Downloads />, { wrapper: MemoryRouter });
  const brochure = screen.getByRole('link', { name: 'Download Brochure' });
  expect(brochure).toHaveAttribute('href', '/downloads/ecopanel-brochure.pdf');
  expect(brochure).toHaveAttribute('download');
  const warranty = screen.getByRole('link', { name: 'Download Warranty & Installation Guide' });
  expect(warranty).toHaveAttribute('href', '/downloads/ecopanel-warranty-installation.pdf');
  expect(warranty).toHaveAttribute('download');
  expect(screen.getByRole('link', { name: 'Explore Products' })).toHaveAttribute('href', '/products');
});
