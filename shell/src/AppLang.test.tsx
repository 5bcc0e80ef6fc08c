import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LangProvider, type Lang } from '@ecopanel/shared-ui';
import { langBasename } from '@ecopanel/shared-ui/lang';
import { loadShellText } from './test/loadShellText';
import { readLocalRemotes, Where } from './test/localRemotes';
import { App } from './App';

// The app in a language as bootstrap.tsx and the server mount it: the language from the URL, the
// router's basename its prefix. The remotes are their real source (jest's federation stand-in).
beforeAll(readLocalRemotes);
// As bootstrap.tsx does before hydrating: the frame's text in the page's language.
beforeAll(() => loadShellText());

// A remote's page in Sinhala or Tamil waits for its own catalog (a chunk, and Lingui's the first time)
// besides its code: more than findBy's default second on this shared machine.
const LOADED = { timeout: 5000 };

const at = (lang: Lang, url: string) =>
  render(
    <LangProvider value={lang}>
      <MemoryRouter basename={langBasename(lang)} initialEntries={[url]}>
        <App />
        <Where />
      </MemoryRouter>
    </LangProvider>,
  );

it('renders a remote route under /si/ in a Sinhala frame, its links staying in Sinhala, its English text marked lang="en"', async () => {
  at('si', '/si/resources/faq');
  const h1 = await screen.findByRole('heading', { level: 1, name: 'නිතර අසන ප්‍රශ්න' }, LOADED);
  await waitFor(() =>
    expect(h1.closest('[data-remote-slot^="resources/"]')).toHaveAttribute('data-remote-state', 'ready'),
  );
  // The remote's own text in Sinhala, its long content (the FAQ's questions) too.
  expect(h1.closest('[lang]')).toBeNull();
  expect(screen.getByRole('heading', { name: 'පැනල සාදා ඇත්තේ කුමකින්ද?' }).closest('[lang]')).toBeNull();
  const crumbs = screen.getByRole('navigation', { name: 'පිටු මාර්ගය' });
  expect(within(crumbs).getByRole('link', { name: 'මුල් පිටුව' })).toHaveAttribute('href', '/si/');
  // A remote's section is named by its menu entry, the page by its menu entry or its title (issue 43 point 3).
  const resources = within(crumbs).getByRole('link', { name: 'සම්පත්' });
  expect(resources).toHaveAttribute('href', '/si/resources');
  expect(within(crumbs).getByText('නිතර අසන ප්‍රශ්න')).toHaveAttribute('aria-current', 'page');
  expect(crumbs.querySelector('[lang="en"]')).toBeNull();
  const main = within(screen.getByRole('navigation', { name: 'ප්‍රධාන' }));
  expect(main.getByRole('link', { name: 'නිෂ්පාදන' })).toHaveAttribute('href', '/si/products');
  expect(screen.getByRole('link', { name: 'අන්තර්ගතයට යන්න' })).toHaveAttribute('href', '#main');
  expect(screen.getByRole('contentinfo')).toHaveTextContent('සියලු හිමිකම් ඇවිරිණි');
});

it('navigates on the client inside /ta/, into another remote too', async () => {
  at('ta', '/ta/resources/faq');
  await screen.findByRole('heading', { level: 1, name: 'அடிக்கடி கேட்கப்படும் கேள்விகள்' }, LOADED);
  fireEvent.click(within(screen.getByRole('navigation', { name: 'முதன்மை' })).getByRole('link', { name: 'தயாரிப்புகள்' }));
  // The catalogue's first render in this file compiles its source in jest: seconds on a busy machine.
  expect(await screen.findByRole('heading', { level: 1, name: 'உயர்தரப் பேனல் தொகுப்பு' }, LOADED)).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent('/products');
  const card = (await screen.findAllByRole('link', { name: /^விவரங்களைக் காண்க/ }))[0]!;
  expect(card.getAttribute('href')).toMatch(/^\/ta\/products\/1\//);
});

it('answers an unknown path under /si/ with the 404 page, whose way home stays in Sinhala', () => {
  at('si', '/si/definitely/not/here');
  expect(screen.getByText('අයියෝ! ඔබ අභ්‍යවකාශයේ පාවෙමින් සිටිනවා. මෙම පිටුව නොපවතී.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'පොළොවට ආපසු යන්න' })).toHaveAttribute('href', '/si/');
});

it('marks nothing on an English page: its <html lang="en"> says it all', () => {
  const { container } = at('en', '/contact-us');
  expect(container.querySelector('[lang]:not([hreflang])')).toBeNull();
});
