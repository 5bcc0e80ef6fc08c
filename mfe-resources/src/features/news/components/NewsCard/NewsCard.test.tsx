import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { news } from '../../data/news';
import { NewsCard } from './NewsCard';

it('shows the date, the title linking to the full article, and the first paragraph as the excerpt', () => {
  const item = news[1]!;
  render(
    <MemoryRouter>
      <NewsCard item={item} />
    </MemoryRouter>,
  );
  expect(screen.getByText('20 February 2024')).toHaveAttribute('datetime', '2024-02-20');
  expect(screen.getByRole('heading', { level: 2, name: item.title })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: item.title })).toHaveAttribute('href', '/resources/news-and-events#news-2');
  expect(screen.getByText(/^Our ceiling and wall panels have been awarded a green label/)).toBeInTheDocument();
  expect(screen.queryByText(/contribute points/)).not.toBeInTheDocument();
  // One link per card: the rest of the card is reached through it.
  expect(screen.getAllByRole('link')).toHaveLength(1);
});
