import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { siteConfig } from '../../config/siteConfig';
import { LangProvider } from '../../lang/LangContext';
import type { Lang } from '../../lang';
import { WhatsAppLink } from './WhatsAppLink';
import { useWhatsAppTopic } from './whatsAppTopic';
import { catalogIn } from '../../i18n/catalog';
import { sharedText } from '../../i18n/text';

// Sinhala and Tamil are chunks of their own, loaded before a page in that language renders (bootstrap.tsx).
beforeAll(() => Promise.all([sharedText].flatMap((text) => [catalogIn(text, 'si'), catalogIn(text, 'ta')])));

/** The chat a tap opens: the number in the path and the message WhatsApp pre-fills. */
function chat(link: HTMLElement) {
  const url = new URL(link.getAttribute('href')!);
  return { to: `${url.origin}${url.pathname}`, message: url.searchParams.get('text') };
}

const NUMBER = `https://wa.me/${siteConfig.whatsapp}`;

function ProductPage({ name }: { name: string }) {
  useWhatsAppTopic(name);
  return <h1>{name}</h1>;
}

it.each<[Lang, string, string]>([
  ['en', 'Chat on WhatsApp (opens WhatsApp in a new tab)', 'Hello EcoPanel, I would like to ask about your ceiling'],
  ['si', 'WhatsApp හරහා කතා කරන්න (WhatsApp නව ටැබයක විවෘත වේ)', 'ආයුබෝවන් EcoPanel, මට ඔබේ සිවිලිම්'],
  ['ta', 'WhatsApp-இல் பேசுங்கள் (WhatsApp புதிய தாவலில் திறக்கும்)', 'வணக்கம் EcoPanel, உங்கள் சீலிங்'],
])('in %s, says "Chat on WhatsApp" in that language and pre-fills a message in it', (lang, name, start) => {
  render(
    <LangProvider value={lang}>
      <WhatsAppLink />
    </LangProvider>,
  );
  const link = screen.getByRole('link', { name });
  expect(chat(link).to).toBe(NUMBER);
  expect(chat(link).message).toMatch(new RegExp(`^${start}`));
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});

it('keeps the zero-width joiner of Sinhala text in the message', () => {
  render(
    <LangProvider value="si">
      <WhatsAppLink topic="ශ්‍රී ලංකා panel" />
    </LangProvider>,
  );
  const { message } = chat(screen.getByRole('link'));
  expect(message).toContain('ශ්\u200dරී ලංකා panel');
  // "අවශ්‍යයි" (want) in the table's own words keeps its joiner too.
  expect(message).toMatch(/අවශ්\u200dයයි\.$/);
});

it('beside a product, asks about that product; only the words show, or only the icon', () => {
  const { rerender } = render(<WhatsAppLink topic="Maple Ceiling Sheet" words="ask" />);
  const link = screen.getByRole('link', { name: 'Ask about this panel on WhatsApp (opens WhatsApp in a new tab)' });
  expect(chat(link).message).toBe('Hello EcoPanel, I would like to ask about Maple Ceiling Sheet.');
  expect([...link.querySelectorAll('span')].map((span) => span.className)).toEqual(['', 'visuallyHidden']);
  rerender(<WhatsAppLink iconOnly />);
  // The words are still the link's name, now in a visually hidden span beside the icon.
  const icon = screen.getByRole('link', { name: 'Chat on WhatsApp (opens WhatsApp in a new tab)' });
  expect([...icon.querySelectorAll('span')].map((span) => span.className)).toEqual([
    'visuallyHidden',
    'visuallyHidden',
  ]);
});

it("names the product the page names, in a link elsewhere on the page (the header's), until the page goes", () => {
  const page = (product: boolean) => (
    <LangProvider value="ta">
      <WhatsAppLink />
      {product ? <ProductPage name="Kithul Ceiling Sheet" /> : null}
    </LangProvider>
  );
  const { rerender } = render(page(true));
  expect(chat(screen.getByRole('link')).message).toBe('வணக்கம் EcoPanel, Kithul Ceiling Sheet பற்றி அறிய விரும்புகிறேன்.');
  rerender(page(false));
  expect(chat(screen.getByRole('link')).message).toMatch(/உங்கள் சீலிங்/);
});

it('on the server, where the header renders before the page, pre-fills the general message', () => {
  const html = renderToString(
    <>
      <WhatsAppLink />
      <ProductPage name="Kithul Ceiling Sheet" />
    </>,
  );
  const href = /href="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
  expect(new URL(href).searchParams.get('text')).toMatch(/your ceiling and wall panels\.$/);
});
