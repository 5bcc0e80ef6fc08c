// What the header shows and sends: the logo, the main items and the phone, the current page marked,
// and its menus sent from the server closed, one opened before hydration kept open.
import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SiteNavContext } from '../../data/siteNav';
import { LIVE_NAV } from '../../data/siteNav.fixture';
import { Header } from './Header';
import { at, isOpen, setUpHeaderTests } from '../../test/header';

setUpHeaderTests();

it('shows the logo, the five main items and a call button with the phone', () => {
  at('/');
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const top = within(nav)
    .getAllByRole('link')
    .filter((a) => !a.closest('[popover]'));
  expect(top.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['Home', '/'],
    ['Our Story', '/our-story'],
    ['Products', '/products'],
    ['Resources', '/resources'],
    ['Request a Quotation', '/contact'],
  ]);
  expect(screen.getByRole('link', { name: 'EcoPanel home' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: '+94 11 000 0000' })).toHaveAttribute('href', 'tel:+94110000000');
});

it.each([
  ['/', 'Home'],
  ['/products', 'Products'],
  ['/products/2/kithul-ceiling-sheet', 'Products'],
  ['/resources', 'Resources'],
  ['/resources/faq', 'Resources'],
])('marks the current page at %s', (path, label) => {
  at(path);
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const current = nav.querySelectorAll(':scope > ul > li > a[aria-current="page"]');
  expect([...current].map((a) => a.textContent)).toEqual([label]);
});

const page = (
  <SiteNavContext.Provider value={LIVE_NAV}>
    <MemoryRouter initialEntries={['/']}>
      <Header />
    </MemoryRouter>
  </SiteNavContext.Provider>
);

it('sends the side menu and the Resources menu from the server, closed popovers, with no aria-expanded yet', () => {
  const html = renderToString(page);
  expect(html).toContain('aria-label="Open menu"');
  expect(html).toMatch(/<dialog[^>]* popover="auto"/);
  expect(html).toMatch(/<ul[^>]* popover="auto"/);
  expect(html).not.toMatch(/<dialog[^>]* open/);
  // The browser states it for a popovertarget button until the page has hydrated.
  expect(html).not.toContain('aria-expanded');
});

it('keeps a menu opened before hydration open, and says so once hydrated', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  // A tap while the page's script is still on its way: the browser opens the popover.
  const button = container.querySelector('button[aria-label="Open menu"]') as HTMLButtonElement;
  button.click();
  const menu = button.popoverTargetElement!;
  expect(isOpen(menu)).toBe(true);
  await act(async () => {
    hydrateRoot(container, page);
  });
  expect(isOpen(menu)).toBe(true);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  container.remove();
});
