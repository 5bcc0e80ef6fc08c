import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LangProvider, type Lang } from '@ecopanel/shared-ui';
import { langBasename } from '@ecopanel/shared-ui/lang';
import { LanguageSwitch } from './LanguageSwitch';

function renderAt(lang: Lang, url: string, onChoose?: () => void) {
  return render(
    <LangProvider value={lang}>
      <MemoryRouter basename={langBasename(lang)} initialEntries={[url]}>
        <LanguageSwitch label="Language" onChoose={onChoose} />
      </MemoryRouter>
    </LangProvider>,
  );
}

const links = () =>
  screen.getAllByRole('link').map((a) => ({
    text: a.textContent,
    href: a.getAttribute('href'),
    lang: a.getAttribute('lang'),
    hreflang: a.getAttribute('hreflang'),
    current: a.getAttribute('aria-current'),
  }));

it('links the same page in each language, each named in its own script and marked with its language', () => {
  renderAt('en', '/products/1/maple-ceiling-sheet?product=1#specs');
  expect(screen.getByRole('navigation', { name: 'Language' })).toBeInTheDocument();
  expect(links()).toEqual([
    {
      text: 'English',
      href: '/products/1/maple-ceiling-sheet?product=1#specs',
      lang: 'en',
      hreflang: 'en',
      current: 'true',
    },
    {
      text: 'සිංහල',
      href: '/si/products/1/maple-ceiling-sheet?product=1#specs',
      lang: 'si',
      hreflang: 'si',
      current: null,
    },
    {
      text: 'தமிழ்',
      href: '/ta/products/1/maple-ceiling-sheet?product=1#specs',
      lang: 'ta',
      hreflang: 'ta',
      current: null,
    },
  ]);
});

it('on a Sinhala page: marks Sinhala current and leads back to the unprefixed English page', () => {
  renderAt('si', '/si/resources/faq');
  expect(links().map(({ href, current }) => [href, current])).toEqual([
    ['/resources/faq', null],
    ['/si/resources/faq', 'true'],
    ['/ta/resources/faq', null],
  ]);
});

it('leads a language home to the other homes', () => {
  renderAt('ta', '/ta/');
  expect(links().map((l) => l.href)).toEqual(['/', '/si/', '/ta/']);
});

it('remembers the choice in a cookie (a suggestion for later, never a redirect) and tells the menu', () => {
  const onChoose = jest.fn();
  renderAt('en', '/contact', onChoose);
  const sinhala = screen.getByRole('link', { name: 'සිංහල' });
  // jsdom does not navigate; the click's own work is what is tested here.
  sinhala.addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(sinhala);
  expect(document.cookie).toContain('lang=si');
  expect(onChoose).toHaveBeenCalledTimes(1);
});
