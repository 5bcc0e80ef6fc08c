import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteConfig } from '@ecopanel/shared-ui';
import { faqs } from '../data/faq';
import { loadCatalogs, renderPage } from '../test/renderPage';
import { FaqPage } from './FaqPage';

/** A question: the summary of a native <details> (it works before the page's script), holding its heading. */
const question = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('summary') as HTMLElement;
const isOpen = (summary: HTMLElement) => (summary.parentElement as HTMLDetailsElement).open;

it('lists at least 10 questions as an accordion, all closed at first', () => {
  renderPage(<FaqPage />, '/resources/faq');
  expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
  const questions = faqs.map((faq) => question(faq.question));
  expect(questions.length).toBeGreaterThanOrEqual(10);
  for (const q of questions) expect(isOpen(q)).toBe(false);
  // One group: the browser keeps one answer open at a time.
  expect(new Set(questions.map((q) => q.parentElement!.getAttribute('name'))).size).toBe(1);
  expect(screen.queryByText(faqs[0]!.answer)).not.toBeVisible();
});

it('opens an answer on a click on its question, and closes it when clicked again', async () => {
  const user = userEvent.setup();
  renderPage(<FaqPage />, '/resources/faq');
  const sauna = question('Can I use the panels in a sauna or steam room?');
  const sizes = question('What sizes do the panels come in?');
  await user.click(sauna);
  expect(screen.getByText(/Saunas and steam rooms run above the 60 °C limit/)).toBeVisible();
  await user.click(sizes);
  expect(screen.getByText(/2440 mm long; White sand is made 3000 mm long/)).toBeVisible();
  await user.click(sizes);
  expect(isOpen(sizes)).toBe(false);
  // (One at a time is the browser's part, which jsdom lacks: e2e/keyboard.test.mjs checks it.)
});

it('ends with a contact block', () => {
  renderPage(<FaqPage />, '/resources/faq');
  expect(screen.getByRole('region', { name: 'Still have questions?' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: siteConfig.phone })).toBeInTheDocument();
  expect(document.title).toBe('EcoPanel | Frequently Asked Questions');
});

// Sinhala and Tamil: the app's catalogs loaded, as the browser does before hydrating.
beforeAll(loadCatalogs);

// What a visitor reads on each language's page: its title, the contact block's heading and button,
// and the sauna and sizes answers with shared-ui's figures in them.
const seen = {
  si: {
    h1: 'නිතර අසන ප්‍රශ්න',
    contact: 'තවත් ප්‍රශ්න තිබේද?',
    quote: 'මිල ගණන් ඉල්ලන්න',
    sauna: 'සවුනා හෝ වාෂ්ප කාමරයක පැනල භාවිත කළ හැකිද?',
    saunaAnswer: /^නැත\. සවුනා සහ වාෂ්ප කාමර දිගු වේලාවක් 60 °C සීමාවට/,
    sizes: 'පැනල ලැබෙන්නේ කුමන ප්‍රමාණවලින්ද?',
    sizesAnswer: /සාමාන්‍ය පැනලවල දිග 2440 mm වේ; විශාල කාමර සඳහා වයිට් සෑන්ඩ් 3000 mm දිගට/,
  },
  ta: {
    h1: 'அடிக்கடி கேட்கப்படும் கேள்விகள்',
    contact: 'இன்னும் கேள்விகள் உள்ளனவா?',
    quote: 'விலைப்புள்ளி கோருங்கள்',
    sauna: 'சானா அல்லது நீராவி அறையில் பேனல்களைப் பயன்படுத்தலாமா?',
    saunaAnswer: /^இல்லை\. சானா மற்றும் நீராவி அறைகள் நீண்ட நேரம் 60 °C வரம்புக்கு மேல்/,
    sizes: 'பேனல்கள் என்ன அளவுகளில் கிடைக்கின்றன?',
    sizesAnswer: /நிலையான பேனல்கள் 2440 mm நீளம் கொண்டவை; பெரிய அறைகளுக்காக வைட் சாண்ட் 3000 mm/,
  },
};

it.each(['si', 'ta'] as const)(
  '%s: the page, its contact block and every question and answer in the language, with the figures filled in',
  async (lang) => {
    const { h1, contact, quote, sauna, saunaAnswer, sizes, sizesAnswer } = seen[lang];
    const user = userEvent.setup();
    const { container } = renderPage(<FaqPage />, '/resources/faq', '*', lang);
    expect(screen.getByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
    expect(document.title).toBe(`EcoPanel | ${h1}`);
    const block = screen.getByRole('region', { name: contact });
    expect(within(block).getByRole('link', { name: quote })).toHaveAttribute('href', '/contact');
    expect(block).not.toHaveTextContent('Talk to our team');
    // Every question is translated: none is left in English, and nothing on the page is marked English.
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(faqs.length);
    for (const faq of faqs) expect(screen.queryByRole('heading', { name: faq.question })).not.toBeInTheDocument();
    expect(container.querySelector('[lang="en"]')).toBeNull();
    await user.click(question(sauna));
    expect(screen.getByText(saunaAnswer)).toBeVisible();
    await user.click(question(sizes));
    expect(screen.getByText(sizesAnswer)).toBeVisible();
  },
);
