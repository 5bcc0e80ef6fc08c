import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { SiteNavContext } from '../../data/siteNav';
import { LIVE_NAV } from '../../data/siteNav.fixture';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { Header } from './Header';

afterEach(() => jest.restoreAllMocks());

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
    .filter((a) => !a.closest('ul[hidden]'));
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

it('opens the Resources disclosure by button and by hover, and Escape closes it', async () => {
  const user = userEvent.setup();
  at('/');
  const toggle = screen.getByRole('button', { name: 'Show Resources menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link', { name: 'Installation Guide' })).not.toBeInTheDocument();
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Patents & Test Reports' })).toHaveAttribute(
    'href',
    '/resources/certificate',
  );
  await user.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
  await user.hover(screen.getByRole('link', { name: 'Resources' }));
  expect(screen.getByRole('link', { name: 'News & Events' })).toHaveAttribute('href', '/resources/news');
  await user.unhover(screen.getByRole('link', { name: 'Resources' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

it('side menu: opens as a modal, locks scroll, closes on Escape, backdrop and any link', async () => {
  const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
  const user = userEvent.setup();
  at('/resources/news');
  const open = screen.getByRole('button', { name: 'Open menu' });
  await user.click(open);
  const menu = screen.getByRole('dialog', { name: 'Site menu' });
  // Shown as a modal, the page behind is inert and Tab stays inside (the browser's part; e2e checks it).
  expect(showModal.mock.contexts).toEqual([menu]);
  expect(document.body.style.overflow).toBe('hidden');
  expect(menu.contains(document.activeElement)).toBe(true);
  const current = within(menu)
    .getAllByRole('link')
    .filter((a) => a.getAttribute('aria-current') === 'page');
  expect(current.map((a) => a.textContent)).toEqual(['Resources', 'News & Events']);

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.body.style.overflow).toBe('');
  expect(open).toHaveFocus();
  expect(open).toHaveAttribute('aria-expanded', 'false');

  await user.click(open);
  // The links fill the panel, so only a click on the ::backdrop has the dialog itself as target.
  await user.click(screen.getByRole('dialog'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(open).toHaveFocus();

  await user.click(open);
  await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Products' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.body.style.overflow).toBe('');
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

it('lets Escape dismiss a hover-opened Resources menu without stealing focus', async () => {
  const user = userEvent.setup();
  at('/');
  const toggle = screen.getByRole('button', { name: 'Show Resources menu' });
  await user.hover(screen.getByRole('link', { name: 'Resources' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).not.toHaveFocus();
});

it('labels the menu button by state and unlocks scroll if the header unmounts while open', async () => {
  const user = userEvent.setup();
  const { unmount } = at('/');
  const button = screen.getByRole('button', { name: 'Open menu' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  expect(button).toHaveAccessibleName('Close menu');
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(button).toHaveAttribute('aria-controls', screen.getByRole('dialog').id);
  expect(screen.getByRole('dialog')).toHaveAttribute('aria-modal', 'true');
  unmount();
  expect(document.body.style.overflow).toBe('');
});

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
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  expect(document.body.style.overflow).toBe('hidden');
  await act(async () => navigate(-1));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.body.style.overflow).toBe('');
});

it('sends no <dialog> from the server: the side menu exists only while open, so hydration matches', () => {
  const html = renderToString(
    <SiteNavContext.Provider value={LIVE_NAV}>
      <MemoryRouter initialEntries={['/']}>
        <Header />
      </MemoryRouter>
    </SiteNavContext.Provider>,
  );
  expect(html).toContain('aria-label="Open menu"');
  expect(html).not.toContain('<dialog');
});
