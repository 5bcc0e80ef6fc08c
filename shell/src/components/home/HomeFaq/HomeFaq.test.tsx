import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { HOME_FAQ } from '../../../data/homeFaq';
import { HomeFaq } from './HomeFaq';

const question = (i: number) => screen.getByRole('button', { name: HOME_FAQ[i]!.question });
/** The answer panels a visitor can see (each named by its question). */
const openAnswers = () => screen.queryAllByRole('region', { name: /\?$/ });

it('asks six questions, all closed at first, each a button inside a heading', () => {
  render(<HomeFaq />, { wrapper: MemoryRouter });
  expect(HOME_FAQ).toHaveLength(6);
  for (const [i, q] of HOME_FAQ.entries()) {
    expect(screen.getByRole('heading', { level: 3, name: q.question })).toContainElement(question(i));
    expect(question(i)).toHaveAttribute('aria-expanded', 'false');
  }
  expect(openAnswers()).toHaveLength(0);
});

it('opens one answer at a time, capped at 12rem, and closes the open one on a second click', async () => {
  const user = userEvent.setup();
  render(<HomeFaq />, { wrapper: MemoryRouter });
  await user.click(question(1));
  const answer = screen.getByRole('region', { name: HOME_FAQ[1]!.question });
  expect(question(1)).toHaveAttribute('aria-expanded', 'true');
  expect(question(1)).toHaveAttribute('aria-controls', answer.id);
  expect(answer).toHaveTextContent(HOME_FAQ[1]!.answer);
  expect(answer).toHaveStyle({ maxHeight: '12rem' });

  await user.click(question(4));
  expect(question(1)).toHaveAttribute('aria-expanded', 'false');
  expect(openAnswers()).toHaveLength(1);
  expect(openAnswers()[0]).toHaveTextContent(HOME_FAQ[4]!.answer);

  await user.click(question(4));
  expect(question(4)).toHaveAttribute('aria-expanded', 'false');
  expect(openAnswers()).toHaveLength(0);
});

it("states the spec's claims: 60°C maximum, not for saunas, PVC and calcium carbonate", () => {
  render(<HomeFaq />, { wrapper: MemoryRouter });
  const text = document.body.textContent ?? '';
  expect(text).toMatch(/maximum continuous temperature of 60°C/);
  expect(text).toMatch(/not for saunas/);
  expect(text).toMatch(/PVC and calcium carbonate/);
});
