import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { HOME_FAQ } from '../../../data/homeFaq';
import { HomeFaq } from './HomeFaq';

/** A question: the summary of a native <details> (it opens before the page's script), holding its heading. */
const question = (i: number) =>
  screen.getByRole('heading', { level: 3, name: HOME_FAQ[i]!.question }).closest('summary') as HTMLElement;
const isOpen = (i: number) => (question(i).parentElement as HTMLDetailsElement).open;
/** The answer panels a visitor can see (each named by its question). */
const openAnswers = () => [...document.querySelectorAll('details[open] [role="region"]')];

it('asks six questions, all closed at first, each a summary holding its heading, in one group', () => {
  render(<HomeFaq />, { wrapper: MemoryRouter });
  expect(HOME_FAQ).toHaveLength(6);
  for (const i of HOME_FAQ.keys()) {
    expect(question(i)).not.toBeNull();
    expect(isOpen(i)).toBe(false);
  }
  expect(new Set(HOME_FAQ.map((_, i) => question(i).parentElement!.getAttribute('name'))).size).toBe(1);
  expect(openAnswers()).toHaveLength(0);
});

it('opens an answer capped at 12rem, named by its question, and closes it on a second click', async () => {
  const user = userEvent.setup();
  render(<HomeFaq />, { wrapper: MemoryRouter });
  await user.click(question(1));
  const answer = screen.getByRole('region', { name: HOME_FAQ[1]!.question });
  expect(isOpen(1)).toBe(true);
  expect(answer).toHaveAttribute('aria-labelledby', question(1).id);
  expect(answer).toHaveTextContent(HOME_FAQ[1]!.answer);
  expect(answer).toHaveStyle({ maxHeight: '12rem' });

  await user.click(question(1));
  expect(isOpen(1)).toBe(false);
  expect(openAnswers()).toHaveLength(0);
  // One at a time is the browser's part (a named group), which jsdom lacks: e2e/home-lower.test.mjs checks it.
});

it("states the spec's claims: 60°C maximum, not for saunas, PVC and calcium carbonate", () => {
  render(<HomeFaq />, { wrapper: MemoryRouter });
  const text = document.body.textContent ?? '';
  expect(text).toMatch(/maximum continuous temperature of 60°C/);
  expect(text).toMatch(/not for saunas/);
  expect(text).toMatch(/PVC and calcium carbonate/);
});
