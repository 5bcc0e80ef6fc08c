// The header's two menus at work: the Resources disclosure (button, hover, focus leaving, a route
// change) and the side menu (its buttons, the scrim, a link, the browser's back).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { SiteNavContext } from '../../data/siteNav';
import { LIVE_NAV } from '../../data/siteNav.fixture';
import { Header } from './Header';
import { at, isOpen, setUpHeaderTests } from '../../test/header';

setUpHeaderTests();

it('opens the Resources disclosure (a popover) by its button and by hover', async () => {
  const user = userEvent.setup();
  at('/');
  const toggle = screen.getByRole('button', { name: 'Show Resources menu' });
  const menu = document.getElementById(toggle.getAttribute('aria-controls')!);
  expect(toggle).toHaveAttribute('popovertarget', menu!.id);
  expect(menu).toHaveAttribute('popover', 'auto');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(isOpen(menu)).toBe(true);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(within(menu!).getByRole('link', { name: 'Patents & Test Reports' })).toHaveAttribute(
    'href',
    '/resources/certificate',
  );
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.hover(screen.getByRole('link', { name: 'Resources' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // A click on the button after the hover opened it keeps it open.
  await user.click(toggle);
  expect(isOpen(menu)).toBe(true);
  await user.unhover(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

it('side menu: a <dialog popover> the menu button opens, closed by its Close button, the scrim and any link', async () => {
  const user = userEvent.setup();
  at('/resources/news');
  const open = screen.getByRole('button', { name: 'Open menu' });
  const menu = document.getElementById(open.getAttribute('aria-controls')!) as HTMLDialogElement;
  expect(menu.tagName).toBe('DIALOG');
  expect(menu).toHaveAttribute('popover', 'auto');
  expect(menu).toHaveAttribute('aria-label', 'Site menu');
  expect(open).toHaveAttribute('popovertarget', menu.id);
  expect(open).toHaveAttribute('aria-expanded', 'false');
  await user.click(open);
  expect(isOpen(menu)).toBe(true);
  expect(open).toHaveAttribute('aria-expanded', 'true');
  // The label stays: the expanded state says it is open.
  expect(open).toHaveAccessibleName('Open menu');
  const current = [...menu.querySelectorAll('a')].filter((a) => a.getAttribute('aria-current') === 'page');
  expect(current.map((a) => a.textContent)).toEqual(['Resources', 'News & Events']);

  const close = within(menu).getByRole('button', { hidden: true, name: 'Close menu' });
  expect(close).toHaveAttribute('popovertargetaction', 'hide');
  await user.click(close);
  expect(isOpen(menu)).toBe(false);
  expect(open).toHaveAttribute('aria-expanded', 'false');

  // The scrim beside the panel: a hide button for pointers, out of the tab order and hidden from screen readers.
  await user.click(open);
  const scrim = menu.querySelector('button[aria-hidden="true"]')!;
  expect(scrim).toHaveAttribute('tabindex', '-1');
  await user.click(scrim);
  expect(isOpen(menu)).toBe(false);

  await user.click(open);
  await user.click(within(menu).getByRole('link', { hidden: true, name: 'Products' }));
  expect(isOpen(menu)).toBe(false);
});

let navigate: ReturnType<typeof useNavigate>;
function Navigator() {
  navigate = useNavigate();
  return null;
}

it('closes the Resources menu when focus leaves it and when the route changes', async () => {
  const user = userEvent.setup();
  render(
    <SiteNavContext.Provider value={LIVE_NAV}>
      <MemoryRouter initialEntries={['/']}>
        <Header />
        <Navigator />
        <button type="button">after</button>
      </MemoryRouter>
    </SiteNavContext.Provider>,
  );
  const toggle = screen.getByRole('button', { name: 'Show Resources menu' });
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('link', { name: 'FAQs' }).closest('ul')?.id);
  act(() => screen.getByRole('button', { name: 'after' }).focus());
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await act(async () => navigate('/resources/faq'));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

// Escape (the browser's, for a popover) is checked end to end: e2e/keyboard.test.mjs and before-script-slow.test.mjs.

it('closes the side menu on a route change it did not start (browser back)', async () => {
  const user = userEvent.setup();
  render(
    <SiteNavContext.Provider value={LIVE_NAV}>
      <MemoryRouter initialEntries={['/', '/products']} initialIndex={1}>
        <Header />
        <Navigator />
      </MemoryRouter>
    </SiteNavContext.Provider>,
  );
  const open = screen.getByRole('button', { name: 'Open menu' });
  await user.click(open);
  expect(open).toHaveAttribute('aria-expanded', 'true');
  await act(async () => navigate(-1));
  expect(open).toHaveAttribute('aria-expanded', 'false');
});
