import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { news } from './data/news';
import { loadCatalogs, renderPage } from '../../test/renderPage';
import { NewsAndEventsPage } from './NewsAndEventsPage';

const scrollTo = jest.mocked(window.scrollTo);
const scrollIntoView = jest.mocked(Element.prototype.scrollIntoView);
const at = (path: string) => renderPage(<NewsAndEventsPage />, path, 'news-and-events');

beforeEach(() => {
  jest.useFakeTimers();
  scrollTo.mockClear();
  scrollIntoView.mockClear();
});
afterEach(() => {
  jest.useRealTimers();
  window.matchMedia = originalMatchMedia;
});
const originalMatchMedia = window.matchMedia;

it('shows the four full articles, each with its anchor id, paragraphs and a Back to Top button', () => {
  at('/resources/news-and-events');
  const articles = screen.getAllByRole('article');
  expect(articles.map((a) => a.id)).toEqual(['news-1', 'news-2', 'news-3', 'news-4']);
  articles.forEach((article, i) => {
    expect(within(article).getByRole('heading', { level: 2, name: news[i]!.title })).toBeInTheDocument();
    expect(article.querySelectorAll('p')).toHaveLength(news[i]!.content.split('\n\n').length);
    expect(within(article).getByRole('button', { name: 'Back to Top' })).toBeInTheDocument();
  });
  expect(document.title).toBe('EcoPanel | News & Events Articles');
});

it('smooth-scrolls to the article in the hash 100 ms after it opens, not before', () => {
  at('/resources/news-and-events#news-3');
  act(() => void jest.advanceTimersByTime(99));
  expect(scrollIntoView).not.toHaveBeenCalled();
  act(() => void jest.advanceTimersByTime(1));
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
  expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('news-3'));
  expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  expect(scrollTo).not.toHaveBeenCalled();
});

it('smooth-scrolls to the top after 100 ms when there is no hash, or an unknown one', () => {
  at('/resources/news-and-events');
  act(() => void jest.advanceTimersByTime(99));
  expect(scrollTo).not.toHaveBeenCalled();
  act(() => void jest.advanceTimersByTime(1));
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  scrollTo.mockClear();
  at('/resources/news-and-events#news-9');
  act(() => void jest.advanceTimersByTime(100));
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  expect(scrollIntoView).not.toHaveBeenCalled();
});

it('jumps without animation for visitors who ask for reduced motion', () => {
  window.matchMedia = ((query: string) => ({
    ...originalMatchMedia(query),
    matches: query.includes('reduce'),
  })) as typeof window.matchMedia;
  at('/resources/news-and-events#news-2');
  act(() => void jest.advanceTimersByTime(100));
  expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
});

it('Back to Top scrolls to the top and moves focus to the page heading', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  at('/resources/news-and-events#news-4');
  act(() => void jest.advanceTimersByTime(100));
  scrollTo.mockClear();
  const article = document.getElementById('news-4')!;
  await user.click(within(article).getByRole('button', { name: 'Back to Top' }));
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
});

it.each([
  [
    'si',
    'පූර්ණ විගණනයකින් පසු ISO 9001:2015 සහතිකය අලුත් කෙරිණි',
    /^විනිශ්චය මණ්ඩලය විශේෂයෙන් අගය කළේ, වර්ග අඩියකට 300 g පමණ බරින් යුක්ත වුවත් 600 mm රාමුවක්/,
  ],
  [
    'ta',
    'முழுமையான தணிக்கைக்குப் பின் ISO 9001:2015 சான்றிதழ் புதுப்பிக்கப்பட்டது',
    /^சதுர அடிக்கு சுமார் 300 g எடை மட்டுமே கொண்டிருந்தும் 600 mm சட்டகத்தின்/,
  ],
] as const)(
  '%s: every article, its title and paragraphs, in the language with the figures filled in',
  async (lang, iso, jury) => {
    jest.useRealTimers();
    await loadCatalogs();
    jest.useFakeTimers();
    const { container } = renderPage(<NewsAndEventsPage />, '/resources/news-and-events', 'news-and-events', lang);
    expect(screen.getAllByRole('article')).toHaveLength(news.length);
    expect(screen.getByRole('article', { name: iso })).toBeInTheDocument();
    expect(screen.getByText(jury)).toBeInTheDocument();
    for (const item of news) expect(screen.queryByText(item.title)).not.toBeInTheDocument();
    expect(container.querySelector('[lang="en"]')).toBeNull();
  },
);
