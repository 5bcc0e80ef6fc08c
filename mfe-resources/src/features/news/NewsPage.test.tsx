import { screen, within } from '@testing-library/react';
import { news } from './data/news';
import { loadCatalogs, renderPage } from '../../test/renderPage';
import { NewsPage } from './NewsPage';

it('shows 4 news cards with date, title and excerpt, each linking to its full article', () => {
  renderPage(<NewsPage />, '/resources/news');
  expect(screen.getByRole('heading', { level: 1, name: 'News & Events' })).toBeInTheDocument();
  const cards = screen.getAllByRole('article');
  expect(cards).toHaveLength(4);
  cards.forEach((card, i) => {
    const item = news[i]!;
    expect(within(card).getByRole('link', { name: item.title })).toHaveAttribute(
      'href',
      `/resources/news-and-events#news-${item.id}`,
    );
    expect(within(card).getByText((_, el) => el?.tagName === 'TIME')).toHaveAttribute('datetime', item.date);
  });
  expect(document.title).toBe('EcoPanel | News & Events');
});

it.each([
  ['si', 'පුවත් සහ සිදුවීම්', 'සම්පූර්ණ කතාව කියවන්න →', 'ජාතික ගොඩනැගිලි ප්‍රදර්ශනයේදී හොඳම නව්‍ය නිෂ්පාදන සම්මානය', /^කොළඹ පැවති මෙවර/],
  [
    'ta',
    'செய்திகள் மற்றும் நிகழ்வுகள்',
    'முழுச் செய்தியையும் படிக்கவும் →',
    'தேசிய கட்டுமானக் கண்காட்சியில் சிறந்த புத்தாக்கத் தயாரிப்பு விருது',
    /^கொழும்பில் நடைபெற்ற/,
  ],
] as const)(
  '%s: the page and the cards, their titles and excerpts, in the language',
  async (lang, h1, more, title, excerpt) => {
    await loadCatalogs();
    const { container } = renderPage(<NewsPage />, '/resources/news', '*', lang);
    expect(screen.getByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
    const first = within(screen.getAllByRole('article')[0]!);
    expect(first.getByText(more)).toBeInTheDocument();
    expect(first.getByRole('heading', { level: 2, name: title })).not.toHaveAttribute('lang');
    expect(first.getByText(excerpt)).toBeInTheDocument();
    expect(screen.queryByText(news[0]!.title)).not.toBeInTheDocument();
    expect(container.querySelector('[lang="en"]')).toBeNull();
  },
);
