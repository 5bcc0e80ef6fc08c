import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { catalogIn, LangProvider, sharedText, siteConfig, useWhatsAppTopic, type Lang } from '@ecopanel/shared-ui';
import { SiteNavContext } from '../../data/siteNav';
import { LIVE_NAV } from '../../data/siteNav.fixture';
import en from '../../i18n/en.json';
import si from '../../i18n/si.json';
import ta from '../../i18n/ta.json';
import { catalog } from '../../i18n/catalog';
import { Header } from './Header';

// Sinhala and Tamil are chunks of their own, loaded before a page in that language renders (bootstrap.tsx).
beforeAll(() => Promise.all([catalog, sharedText].flatMap((text) => [catalogIn(text, 'si'), catalogIn(text, 'ta')])));

/** The catalogue's product page, as far as the header can tell: it names its product. */
function ProductPage({ name }: { name: string }) {
  useWhatsAppTopic(name);
  return <h1>{name}</h1>;
}

const page = (lang: Lang, product?: string) =>
  render(
    <LangProvider value={lang}>
      <SiteNavContext.Provider value={LIVE_NAV}>
        <MemoryRouter>
          <Header />
          {product ? <ProductPage name={product} /> : null}
        </MemoryRouter>
      </SiteNavContext.Provider>
    </LangProvider>,
  );

const message = (link: HTMLElement) => new URL(link.getAttribute('href')!).searchParams.get('text');

it.each<[Lang, string]>([
  ['en', 'Chat on WhatsApp'],
  ['si', 'WhatsApp හරහා කතා කරන්න'],
  ['ta', 'WhatsApp-இல் பேசுங்கள்'],
])('in %s, offers "%s" beside the call button, and in the side menu in words', async (lang, words) => {
  page(lang);
  // The accessible name: the words, then that it opens WhatsApp in a new tab (in the same language).
  const name = (accessibleName: string) =>
    accessibleName.startsWith(`${words} (WhatsApp`) || accessibleName === `${words} (opens WhatsApp in a new tab)`;
  const link = await screen.findByRole('link', { name });
  expect(link.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${siteConfig.whatsapp}\\?text=`));
  expect(link.nextElementSibling).toHaveAttribute('href', expect.stringMatching(/^tel:/));

  const menu = { en, si, ta }[lang];
  // The side menu is in the page, closed until its button opens it (the browser's part: a popover).
  const button = await screen.findByRole('button', { name: menu['header.openMenu'] });
  const dialog = document.getElementById(button.getAttribute('popovertarget')!)!;
  expect(dialog).toHaveAttribute('aria-label', String(menu['menu.label']));
  const inMenu = within(dialog).getByRole('link', { hidden: true, name });
  expect(inMenu).toHaveAttribute('href', link.getAttribute('href'));
  // In the menu the words show; in the bar only the icon does.
  expect(inMenu.querySelector('span:not(.visuallyHidden)')).toHaveTextContent(words);
  expect(link.querySelector('span:not(.visuallyHidden)')).toBeNull();
});

it('on a product page, asks about that product in the page language', async () => {
  page('si', 'Maple Ceiling Sheet');
  const link = await screen.findByRole('link', { name: /^WhatsApp හරහා කතා කරන්න/ });
  expect(message(link)).toBe('ආයුබෝවන් EcoPanel, මට Maple Ceiling Sheet ගැන විමසීමට අවශ්\u200dයයි.');
});
