import { render, screen } from '@testing-library/react';
import ContactPage from '../exposes/ContactPage';
import { fakeEmailApi } from '../test/emailApi';

beforeEach(() => {
  fakeEmailApi();
});

it('is the quotation page at /contact', () => {
  render(<ContactPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Request a Quotation' })).toBeInTheDocument();
  expect(document.title).toBe('EcoPanel | Request a Quotation');
  expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost:3000/contact');
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/free quotation/);
});

it('shows the hero, the three contact cards, the form and what happens next, headings in order', () => {
  render(<ContactPage />);
  const headings = screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`);
  expect(headings).toEqual([
    'H1 Request a Quotation',
    'H2 Contact details',
    'H3 Location',
    'H3 Hotline',
    'H3 Email',
    'H2 Send us your requirements',
    'H2 What happens next',
    'H3 We read your request',
    'H3 Your quotation arrives by email',
    'H3 Measure, choose, install',
    'H3 Response times',
  ]);
  expect(screen.getByRole('form', { name: 'Send us your requirements' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});
