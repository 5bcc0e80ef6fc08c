import { render, screen, within } from '@testing-library/react';
import { catalogIn, LangProvider, sharedText, siteConfig, type Lang } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import { ContactCards } from './ContactCards';

// Sinhala and Tamil are chunks of their own, loaded before a page in that language renders (bootstrap.tsx).
beforeAll(() => Promise.all([catalog, sharedText].flatMap((text) => [catalogIn(text, 'si'), catalogIn(text, 'ta')])));

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

it.each<[Lang, string, string, RegExp]>([
  [
    'en',
    'Hotline',
    'Chat on WhatsApp (opens WhatsApp in a new tab)',
    /^Hello EcoPanel, .* your ceiling and wall panels\.$/,
  ],
  ['si', 'ක්ෂණික ඇමතුම් අංකය', 'WhatsApp හරහා කතා කරන්න (WhatsApp නව ටැබයක විවෘත වේ)', /^ආයුබෝවන් EcoPanel, .*අවශ්\u200dයයි\.$/],
])(
  'in %s, the Hotline card also offers a WhatsApp chat, its message in that language',
  async (lang, hotline, name, message) => {
    render(
      <LangProvider value={lang}>
        <ContactCards />
      </LangProvider>,
    );
    const chat = within(card(hotline)).getByRole('link', { name });
    const url = new URL(chat.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe(`https://wa.me/${siteConfig.whatsapp}`);
    expect(url.searchParams.get('text')).toMatch(message);
    expect(chat).toHaveAttribute('target', '_blank');
  },
);
