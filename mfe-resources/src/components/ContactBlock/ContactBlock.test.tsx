import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { siteConfig, telHref } from '@ecopanel/shared-ui';
import { ContactBlock } from './ContactBlock';

it('offers phone, email, the office on a map (new tab) and the quotation form', () => {
  render(
    <MemoryRouter>
      <ContactBlock />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Still have questions?' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: siteConfig.phone })).toHaveAttribute('href', telHref(siteConfig.phone));
  expect(screen.getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`);
  const map = screen.getByRole('link', { name: /Colombo 14.*opens in a new tab/ });
  expect(map).toHaveAttribute('href', siteConfig.officeAddress.mapUrl);
  expect(map).toHaveAttribute('target', '_blank');
  expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByRole('link', { name: 'Request a Quotation' })).toHaveAttribute('href', '/contact');
  expect(screen.getByText(new RegExp(siteConfig.officeHours))).toBeInTheDocument();
});
