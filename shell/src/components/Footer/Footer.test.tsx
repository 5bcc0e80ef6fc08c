import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteNavContext } from '../../data/siteNav';
import { LIVE_NAV } from '../../data/siteNav.fixture';
import { MemoryRouter } from 'react-router-dom';
import { Footer } from './Footer';

const renderFooter = () =>
  render(
    <SiteNavContext.Provider value={LIVE_NAV}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </SiteNavContext.Provider>,
  );

it('lists quick links, resources and contact as the spec says', () => {
  renderFooter();
  const list = (heading: string) =>
    within(screen.getByRole('heading', { name: heading }).parentElement as HTMLElement)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
  expect(list('Quick Links')).toEqual([
    ['Home', '/'],
    ['Our Story', '/our-story'],
    ['Products', '/products'],
    ['Projects', '/projects'],
    ['Quotation', '/contact'],
    ['Contact Us', '/contact-us'],
  ]);
  expect(list('Resources')).toEqual([
    ['FAQs', '/resources/faq'],
    ['Discover More', '/our-story'],
    ['Help & Support', '/contact'],
  ]);
  const contact = list('Contact');
  expect(contact[0]).toEqual(['info@example.com', 'mailto:info@example.com']);
  expect(contact[1]).toEqual(['+94 11 000 0000', 'tel:+94110000000']);
  expect(contact[2]?.[0]).toContain('Colombo 14');
});

it('opens social links and the map in a new tab without leaking the opener', () => {
  renderFooter();
  for (const name of ['Facebook (opens in a new tab)', 'Instagram (opens in a new tab)', 'X (opens in a new tab)']) {
    const link = screen.getByRole('link', { name });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  const map = screen.getByRole('link', { name: /Colombo 14/ });
  expect(map).toHaveAttribute('target', '_blank');
  expect(map).toHaveAttribute('rel', 'noopener noreferrer');
});

it('thanks the subscriber and clears the field without any network call', async () => {
  const fetchSpy = jest.fn();
  Object.assign(globalThis, { fetch: fetchSpy });
  const user = userEvent.setup();
  renderFooter();
  const input = screen.getByRole('textbox', { name: 'Your email address' });
  expect(input).toHaveAttribute('type', 'email');
  expect(input).toBeRequired();
  expect(screen.getByRole('status')).toHaveTextContent('');
  await user.type(input, 'buyer@example.com');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(screen.getByRole('status')).toHaveTextContent('Thank you for subscribing!');
  expect(input).toHaveValue('');
  expect(fetchSpy).not.toHaveBeenCalled();
});

it('shows the current year and the group name in the copyright line', () => {
  jest.useFakeTimers({ now: new Date('2031-03-04T10:00:00Z') });
  renderFooter();
  expect(screen.getByText(/© 2031 EcoPanel Group of Companies/)).toBeInTheDocument();
  jest.useRealTimers();
});
