import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteConfig } from 'shared-ui';
import { faqs } from '../data/faq';
import { loadCatalogs, renderPage } from '../test/renderPage';
import { FaqPage } from './FaqPage';

it('lists at least 10 questions as an accordion, all closed at first', () => {
  renderPage(<FaqPage />, '/resources/faq');
  expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
  const questions = faqs.map((faq) => screen.getByRole('button', { name: faq.question }));
  expect(questions.length).toBeGreaterThanOrEqual(10);
  for (const q of questions) expect(q).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText(faqs[0]!.answer)).not.toBeVisible();
});

it('opens one answer at a time, and closes the open one when clicked again', async () => {
  const user = userEvent.setup();
  renderPage(<FaqPage />, '/resources/faq');
  const sauna = screen.getByRole('button', { name: 'Can I use the panels in a sauna or steam room?' });
  const sizes = screen.getByRole('button', { name: 'What sizes do the panels come in?' });
  await user.click(sauna);
  expect(screen.getByText(/Saunas and steam rooms run above the 60 °C limit/)).toBeVisible();
  await user.click(sizes);
  expect(sauna).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByText(/2440 mm long; White sand is made 3000 mm long/)).toBeVisible();
  await user.click(sizes);
  expect(sizes).toHaveAttribute('aria-expanded', 'false');
});

it('ends with a contact block', () => {
  renderPage(<FaqPage />, '/resources/faq');
  expect(screen.getByRole('region', { name: 'Still have questions?' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: siteConfig.phone })).toBeInTheDocument();
  expect(document.title).toBe('EcoPanel | Frequently Asked Questions');
});

// Sinhala and Tamil: the app's catalogs loaded, as the browser does before hydrating.
beforeAll(loadCatalogs);

// What a visitor reads on each language's page: its title, the contact block's heading and button.
const seen = {
  si: { h1: 'නිතර අසන ප්‍රශ්න', contact: 'තවත් ප්‍රශ්න තිබේද?', quote: 'මිල ගණන් ඉල්ලන්න' },
  ta: { h1: 'அடிக்கடி கேட்கப்படும் கேள்விகள்', contact: 'இன்னும் கேள்விகள் உள்ளனவா?', quote: 'விலைப்புள்ளி கோருங்கள்' },
};

it.each(['si', 'ta'] as const)(
  '%s: the page and its contact block in the language; questions and answers still English, marked so',
  async (lang) => {
    const { h1, contact, quote } = seen[lang];
    const user = userEvent.setup();
    renderPage(<FaqPage />, '/resources/faq', '*', lang);
    expect(screen.getByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
    expect(document.title).toBe(`EcoPanel | ${h1}`);
    const block = screen.getByRole('region', { name: contact });
    expect(within(block).getByRole('link', { name: quote })).toHaveAttribute('href', '/contact');
    expect(block).not.toHaveTextContent('Talk to our team');
    const sauna = screen.getByRole('button', { name: 'Can I use the panels in a sauna or steam room?' });
    expect(within(sauna).getByText('Can I use the panels in a sauna or steam room?')).toHaveAttribute('lang', 'en');
    await user.click(sauna);
    expect(screen.getByText(/Saunas and steam rooms run above/)).toHaveAttribute('lang', 'en');
  },
);
