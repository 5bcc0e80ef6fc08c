import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Header } from './Header';

const at = (path: string) => render(<MemoryRouter initialEntries={[path]}><Header /></MemoryRouter>);

it('shows the logo, the five main items and a call button with the phone', () => {
  at('/');
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const top = within(nav).getAllByRole('link').filter((a) => !a.closest('ul[hidden]'));
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
  ['/products/2/kithul-ceiling-sheet', 'Products'],
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
  expect(screen.getByRole('link', { name: 'Patents & Test Reports' })).toHaveAttribute('href', '/resources/certificate');
  await user.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
  await user.hover(screen.getByRole('link', { name: 'Resources' }));
  expect(screen.getByRole('link', { name: 'News & Events' })).toHaveAttribute('href', '/resources/news');
  await user.unhover(screen.getByRole('link', { name: 'Resources' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

it('side menu: opens, locks scroll, traps focus, closes on Escape, backdrop and any link', async () => {
  const user = userEvent.setup();
  at('/resources/news');
  const open = screen.getByRole('button', { name: 'Open menu' });
  await user.click(open);
  const menu = screen.getByRole('dialog', { name: 'Site menu' });
  expect(document.body.style.overflow).toBe('hidden');
  expect(menu.contains(document.activeElement)).toBe(true);
  const current = within(menu).getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
  expect(current.map((a) => a.textContent)).toEqual(['Resources', 'News & Events']);

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.body.style.overflow).toBe('');
  expect(open).toHaveFocus();

  await user.click(open);
  await user.click(document.querySelector('button[tabindex="-1"]') as HTMLElement);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(open);
  await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Products' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.body.style.overflow).toBe('');
});

it('keeps Tab inside the side menu', async () => {
  const user = userEvent.setup();
  at('/');
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  const menu = screen.getByRole('dialog', { name: 'Site menu' });
  for (let i = 0; i < 20; i++) {
    await user.tab();
    expect(menu.contains(document.activeElement)).toBe(true);
  }
  await user.tab({ shift: true });
  expect(menu.contains(document.activeElement)).toBe(true);
});
