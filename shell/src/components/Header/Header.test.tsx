import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SiteNavContext } from '../../data/siteNav';
import { LIVE_NAV } from '../../data/siteNav.fixture';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { Header } from './Header';

afterEach(() => jest.restoreAllMocks());

/**
 * jsdom has no `popover`: a stand-in for the part the header leans on (show, hide, `:popover-open`,
 * the `toggle` event, a `popovertarget` button's click unless prevented). The browser's own, with
 * Escape, light dismiss and focus, is checked end to end (e2e/before-script.test.mjs, keyboard).
 */
const shown = new WeakSet<Element>();
beforeAll(() => {
  const matches = Element.prototype.matches;
  Element.prototype.matches = function (this: Element, selector: string) {
    return selector === ':popover-open' ? shown.has(this) : matches.call(this, selector);
  } as typeof matches;
  const toggle = (el: HTMLElement, open: boolean) => {
    if (shown.has(el) === open) return;
    if (open) shown.add(el);
    else shown.delete(el);
    el.dispatchEvent(new Event('toggle'));
  };
  HTMLElement.prototype.showPopover = function (this: HTMLElement) {
    toggle(this, true);
  };
  HTMLElement.prototype.hidePopover = function (this: HTMLElement) {
    toggle(this, false);
  };
  Object.defineProperty(HTMLButtonElement.prototype, 'popoverTargetElement', {
    configurable: true,
    get(this: HTMLButtonElement) {
      return document.getElementById(this.getAttribute('popovertarget') ?? '');
    },
  });
  // After React's listener on its root: the button's own action, as the browser runs it.
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.('button[popovertarget]') as HTMLButtonElement | null;
    const target = button?.popoverTargetElement as HTMLElement | null | undefined;
    if (!target || event.defaultPrevented) return;
    const action = button!.getAttribute('popovertargetaction') ?? 'toggle';
    toggle(target, action === 'toggle' ? !shown.has(target) : action === 'show');
  });
});
const isOpen = (el: Element | null) => !!el?.matches(':popover-open');

const at = (path: string) =>
  render(
    <SiteNavContext.Provider value={LIVE_NAV}>
      <MemoryRouter initialEntries={[path]}>
        <Header />
      </MemoryRouter>
    </SiteNavContext.Provider>,
  );

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

// Escape (the browser's, for a popover) is checked end to end: e2e/keyboard.test.mjs and before-script.test.mjs.

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
