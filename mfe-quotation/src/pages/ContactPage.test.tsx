import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import ContactPage from '../exposes/ContactPage';
import { fakeEmailApi } from '../test/emailApi';

beforeEach(() => {
  sessionStorage.clear();
  fakeEmailApi();
});

const at = (path = '/contact') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ContactPage />
    </MemoryRouter>,
  );

const message = () => screen.getByLabelText('Message') as HTMLTextAreaElement;
const withQuery = (params: Record<string, string>) => `/contact?${new URLSearchParams(params)}`;

it('is the quotation page at /contact', () => {
  at();
  expect(screen.getByRole('heading', { level: 1, name: 'Request a Quotation' })).toBeInTheDocument();
  expect(document.title).toBe('EcoPanel | Request a Quotation');
  expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
    'http://localhost:3000/contact',
  );
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/free quotation/);
});

it("tells search engines the company's address, phone and opening hours (schema.org LocalBusiness)", () => {
  const { container } = at();
  const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
  expect(data).toMatchObject({
    '@type': 'LocalBusiness',
    name: 'EcoPanel',
    telephone: '+94 11 000 0000',
    address: { '@type': 'PostalAddress', streetAddress: '06 Lucas Road', addressLocality: 'Colombo 14' },
    openingHoursSpecification: [{ opens: '08:30', closes: '17:30' }],
  });
});

it('shows the hero, the three contact cards, the form and what happens next, headings in order', () => {
  at();
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
  expect(message().value).toBe('');
});

it('starts the message from ?message= (a calculator hand-off), editable, with the canonical still /contact', async () => {
  const text = 'Quotation request from the panel calculator\nPanel: Maple Ceiling Sheet (2440 mm x 200 mm)\nPanels: 33';
  at(withQuery({ product: 'Maple Ceiling Sheet', message: text }));
  expect(message().value).toBe(text);
  expect(screen.getByLabelText('Email')).toHaveValue('');
  expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
    'http://localhost:3000/contact',
  );
  await userEvent.type(message(), '\nTown: Kandy');
  expect(message().value).toBe(`${text}\nTown: Kandy`);
});

it('names the product when only ?product= is given', () => {
  at(withQuery({ product: 'Kithul Ceiling Sheet' }));
  expect(message().value).toBe('I would like a quotation for Kithul Ceiling Sheet.');
});

it('shows markup in the URL as plain text and never as elements', () => {
  const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><b>bold</b>';
  at(withQuery({ product: '<i>x</i>', message: `33 panels ${hostile}\u0000\u202E` }));
  expect(message().value).toBe(`33 panels ${hostile}`);
  expect(document.querySelector('img[src="x"], script:not([type="application/ld+json"]), b, i')).toBeNull();
  expect((window as { __pwned?: number }).__pwned).toBeUndefined();
});

it('ignores an over-long message and falls back to the product', () => {
  at(withQuery({ product: 'Teak Ceiling Sheet', message: 'x'.repeat(2001) }));
  expect(message().value).toBe('I would like a quotation for Teak Ceiling Sheet.');
});

it('starts again from a new hand-off when one arrives while the page is open', async () => {
  let navigate: ReturnType<typeof useNavigate> = () => {};
  function Nav() {
    navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[withQuery({ message: 'First request' })]}>
      <ContactPage />
      <Nav />
    </MemoryRouter>,
  );
  expect(message().value).toBe('First request');
  await act(async () => void navigate(withQuery({ message: 'Second request' })));
  expect(message().value).toBe('Second request');
});
