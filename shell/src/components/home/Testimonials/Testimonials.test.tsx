import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { TESTIMONIALS } from '../../../data/testimonials';
import { Testimonials } from './Testimonials';
import { preferMotion } from '@ecopanel/shared-ui/test';

/** The authors of the testimonials a visitor is shown (the cards not hidden from them). */
const shown = () =>
  within(screen.getByRole('region', { name: 'Testimonials' }))
    .getAllByRole('listitem')
    .map((li) => TESTIMONIALS.find((t) => li.textContent?.includes(t.author))?.author);
const authors = (...indexes: number[]) => indexes.map((i) => TESTIMONIALS[i]!.author);
const tick = () => act(() => jest.advanceTimersByTime(5000));

beforeEach(() => {
  jest.useFakeTimers();
  preferMotion(false);
});
afterEach(() => jest.useRealTimers());

it('shows three of the ten testimonials, each with author, role, text and a spoken star rating', () => {
  render(<Testimonials />);
  expect(TESTIMONIALS).toHaveLength(10);
  expect(shown()).toEqual(authors(0, 1, 2));
  const first = TESTIMONIALS[0]!;
  const card = within(screen.getByRole('region', { name: 'Testimonials' })).getAllByRole('listitem')[0]!;
  expect(within(card).getByText(first.role)).toBeInTheDocument();
  expect(within(card).getByText(first.text)).toBeInTheDocument();
  expect(within(card).getByRole('img', { name: `Rated ${first.rating} out of 5` })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /^Go to testimonial \d+$/ })).toHaveLength(10);
});

it('moves on every 5 seconds and wraps around after the tenth', () => {
  render(<Testimonials />);
  act(() => jest.advanceTimersByTime(4999));
  expect(shown()).toEqual(authors(0, 1, 2));
  act(() => jest.advanceTimersByTime(1));
  expect(shown()).toEqual(authors(1, 2, 3));
  for (let i = 2; i <= 9; i++) tick();
  expect(shown()).toEqual(authors(9, 0, 1));
  expect(screen.getByRole('button', { name: 'Go to testimonial 10' })).toHaveAttribute('aria-current', 'true');
  tick();
  expect(shown()).toEqual(authors(0, 1, 2));
  tick();
  expect(shown()).toEqual(authors(1, 2, 3));
});

it.each([
  ['Next testimonials', [1, 2, 3]],
  ['Previous testimonials', [9, 0, 1]],
  ['Go to testimonial 5', [4, 5, 6]],
])('stops for good once "%s" is clicked', (name, expected) => {
  render(<Testimonials />);
  fireEvent.click(screen.getByRole('button', { name }));
  expect(shown()).toEqual(authors(...expected));
  act(() => screen.getByRole('button', { name }).blur());
  for (let i = 0; i < 4; i++) tick();
  expect(shown()).toEqual(authors(...expected));
});

it("steps with the arrows and marks the first shown testimonial's dot", () => {
  render(<Testimonials />);
  const next = screen.getByRole('button', { name: 'Next testimonials' });
  fireEvent.click(next);
  fireEvent.click(next);
  expect(shown()).toEqual(authors(2, 3, 4));
  expect(screen.getByRole('button', { name: 'Go to testimonial 3' })).toHaveAttribute('aria-current', 'true');
  fireEvent.click(screen.getByRole('button', { name: 'Previous testimonials' }));
  expect(shown()).toEqual(authors(1, 2, 3));
});

it('does not rotate by itself under reduced motion', () => {
  preferMotion(true);
  render(<Testimonials />);
  tick();
  tick();
  expect(shown()).toEqual(authors(0, 1, 2));
});
