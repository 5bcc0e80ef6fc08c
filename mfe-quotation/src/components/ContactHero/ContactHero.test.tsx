import { render, screen } from '@testing-library/react';
import { ContactHero } from './ContactHero';

it('names the page and says what the visitor gets', () => {
  render(<ContactHero />);
  expect(screen.getByRole('heading', { level: 1, name: 'Request a Quotation' })).toBeInTheDocument();
  expect(screen.getByText(/price the UPVC panels, accessories and installation/)).toBeInTheDocument();
});
