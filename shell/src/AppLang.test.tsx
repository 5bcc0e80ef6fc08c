import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LangProvider, type Lang } from 'shared-ui';
import { langBasename } from 'shared-ui/lang';
import { readLocalRemotes, Where } from './test/localRemotes';
import { App } from './App';

// The app in a language as bootstrap.tsx and the server mount it: the language from the URL, the
// router's basename its prefix. The remotes are their real source (jest's federation stand-in).
beforeAll(readLocalRemotes);

const at = (lang: Lang, url: string) =>
  render(
    <LangProvider value={lang}>
      <MemoryRouter basename={langBasename(lang)} initialEntries={[url]}>
        <App />
        <Where />
      </MemoryRouter>
    </LangProvider>,
  );

it('renders a remote route under /si/, its links staying in Sinhala, its English text marked lang="en"', async () => {
  at('si', '/si/resources/faq');
  const h1 = await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
  await waitFor(() =>
    expect(h1.closest('[data-remote-slot^="resources/"]')).toHaveAttribute('data-remote-state', 'ready'),
  );
  expect(h1.closest('[lang]')).toHaveAttribute('lang', 'en');
  const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/si/');
  expect(within(crumbs).getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/si/resources');
  const main = within(screen.getByRole('navigation', { name: 'Main' }));
  expect(main.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/si/products');
});

it('navigates on the client inside /ta/, into another remote too', async () => {
  at('ta', '/ta/resources/faq');
  await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
  fireEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Products' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Premium Panel Collection' })).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent('/products');
  const card = (await screen.findAllByRole('link', { name: /View Details/ }))[0]!;
  expect(card.getAttribute('href')).toMatch(/^\/ta\/products\/1\//);
});

it('answers an unknown path under /si/ with the 404 page, whose way home stays in Sinhala', () => {
  at('si', '/si/definitely/not/here');
  expect(screen.getByText("Oops! You're drifting in space. This page doesn't exist.")).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return to Earth' })).toHaveAttribute('href', '/si/');
});

it('marks nothing on an English page: its <html lang="en"> says it all', () => {
  const { container } = at('en', '/contact-us');
  expect(container.querySelector('[lang]:not([hreflang])')).toBeNull();
});
