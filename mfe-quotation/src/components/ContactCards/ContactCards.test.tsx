import { render, screen, within } from '@testing-library/react';
import { siteConfig } from 'shared-ui';
import { ContactCards } from './ContactCards';

const card = (label: string) => screen.getByRole('heading', { level: 3, name: label }).closest('li') as HTMLElement;

it('shows Location, Hotline and Email cards with the configured details', () => {
  render(<ContactCards />);
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'Location',
    'Hotline',
    'Email',
  ]);

  const map = within(card('Location')).getByRole('link', { name: /Colombo 14/ });
  expect(map).toHaveAttribute('href', siteConfig.officeAddress.mapUrl);
  expect(map).toHaveAttribute('target', '_blank');
  expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  expect(map).toHaveAccessibleName(`${siteConfig.officeAddress.line} (map, opens in a new tab)`);

  expect(within(card('Hotline')).getByRole('link', { name: siteConfig.phone })).toHaveAttribute(
    'href',
    'tel:+94110000000',
  );
  expect(within(card('Email')).getByRole('link', { name: siteConfig.email })).toHaveAttribute(
    'href',
    `mailto:${siteConfig.email}`,
  );
});
