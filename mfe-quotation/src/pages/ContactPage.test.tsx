import { render, screen } from '@testing-library/react';
import ContactPage from '../exposes/ContactPage';

it('is the quotation page at /contact', () => {
  render(<ContactPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Request a Quotation' })).toBeInTheDocument();
  expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost:3000/contact');
});
