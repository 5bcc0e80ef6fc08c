import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LangProvider, type Lang } from '@ecopanel/shared-ui';
import { langBasename } from '@ecopanel/shared-ui/lang';
import { langCookie } from '../../lib/langCookie';
import { LanguageSuggestionSlot } from './LanguageSuggestionSlot';

function renderAt(lang: Lang, url: string) {
  return render(
    <LangProvider value={lang}>
      <MemoryRouter basename={langBasename(lang)} initialEntries={[url]}>
        <LanguageSuggestionSlot />
      </MemoryRouter>
    </LangProvider>,
  );
}
const choose = (lang: Lang) => (document.cookie = langCookie(lang, false));
// The offer's words come from the shell's catalog in the chosen language (a chunk): more than a second here.
const LOADED = { timeout: 5000 };

beforeEach(() => {
  document.cookie = 'lang=; Max-Age=0; Path=/';
  sessionStorage.clear();
});

it('offers a visitor who chose Sinhala this English page in Sinhala, in Sinhala, as a link and never a redirect', async () => {
  choose('si');
  renderAt('en', '/products/1/maple-ceiling-sheet?product=1#specs');
  const offer = await screen.findByRole('complementary', { name: 'ඔබේ භාෂාව' }, LOADED);
  expect(offer).toHaveAttribute('lang', 'si');
  const link = screen.getByRole('link', { name: 'මෙම පිටුව සිංහලෙන් කියවන්න' });
  expect(link).toHaveAttribute('href', '/si/products/1/maple-ceiling-sheet?product=1#specs');
  expect(link).toHaveAttribute('hreflang', 'si');
  expect(offer.querySelector('[lang="en"]')).toBeNull();
});

it('offers a visitor who chose English a Tamil page in English', async () => {
  choose('en');
  renderAt('ta', '/ta/contact');
  await screen.findByRole('complementary', { name: 'Your language' }, LOADED);
  expect(screen.getByRole('link', { name: 'Read this page in English' })).toHaveAttribute('href', '/contact');
});

it('offers nothing to a visitor who chose nothing, or the language of the page', async () => {
  const first = renderAt('en', '/');
  await act(() => Promise.resolve());
  expect(screen.queryByRole('complementary')).toBeNull();
  first.unmount();
  choose('ta');
  renderAt('ta', '/ta/');
  await act(() => Promise.resolve());
  expect(screen.queryByRole('complementary')).toBeNull();
});

it('"No, thanks" hides the offer for the rest of the visit, for that language only', async () => {
  choose('ta');
  const first = renderAt('en', '/');
  fireEvent.click(await screen.findByRole('button', { name: 'வேண்டாம், நன்றி' }, LOADED));
  expect(screen.queryByRole('complementary')).toBeNull();
  first.unmount();
  const again = renderAt('en', '/our-story');
  await act(() => Promise.resolve());
  expect(screen.queryByRole('complementary')).toBeNull();
  again.unmount();
  choose('si');
  renderAt('en', '/our-story');
  expect(await screen.findByRole('complementary', { name: 'ඔබේ භාෂාව' }, LOADED)).toBeInTheDocument();
});
