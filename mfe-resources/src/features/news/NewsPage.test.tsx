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

it('in Sinhala: the page and the cards’ “read more” in Sinhala, the articles’ titles and excerpts English, marked so', async () => {
  await loadCatalogs();
  renderPage(<NewsPage />, '/resources/news', '*', 'si');
  expect(screen.getByRole('heading', { level: 1, name: 'පුවත් සහ සිදුවීම්' })).toBeInTheDocument();
  const first = within(screen.getAllByRole('article')[0]!);
  expect(first.getByText('සම්පූර්ණ කතාව කියවන්න →')).toBeInTheDocument();
  expect(first.getByRole('heading', { level: 2, name: news[0]!.title })).toHaveAttribute('lang', 'en');
});
