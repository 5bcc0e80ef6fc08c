import { act, render, screen, within } from '@testing-library/react';
import { STORY_STATS } from '../../../data/story';
import { countAt, easeOutCubic } from './countUp';
import { Stats } from './Stats';
import { fakeIntersections, preferMotion } from '@ecopanel/shared-ui/test';

let view: ReturnType<typeof fakeIntersections>;

beforeEach(() => {
  jest.useFakeTimers();
  view = fakeIntersections();
  preferMotion(false);
});
afterEach(() => {
  jest.useRealTimers();
  view.restore();
});

const scrollIntoView = () => act(() => view.scroll(true));
/** What a sighted visitor reads in the card with this label (the running figure). */
const seen = (label: string) =>
  within(screen.getByText(label).closest('li')!).getByText(/^\d+[+%]$/, { selector: '[aria-hidden="true"]' })
    .textContent;

it('shows 0 until the block scrolls into view, then counts up over 2 s to 4500+, 1500+, 1000+ and 98%', () => {
  render(<Stats />);
  expect(seen('Successful Projects')).toBe('0+');
  act(() => jest.advanceTimersByTime(5000));
  expect(seen('Successful Projects')).toBe('0+');

  scrollIntoView();
  act(() => jest.advanceTimersByTime(1000));
  const halfway = Number(seen('Successful Projects')!.replace('+', ''));
  // Eased: well past the linear halfway mark, not yet there.
  expect(halfway).toBeGreaterThan(2250);
  expect(halfway).toBeLessThan(4500);

  act(() => jest.advanceTimersByTime(1100));
  expect(seen('Successful Projects')).toBe('4500+');
  expect(seen('Happy Customers')).toBe('1500+');
  expect(seen('Experienced Professionals')).toBe('1000+');
  expect(seen('Customer Satisfaction Rating')).toBe('98%');
});

it('gives screen readers the final figures only, never the frames', () => {
  render(<Stats />);
  for (const s of STORY_STATS) {
    const card = within(screen.getByText(s.label).closest('li')!);
    const spoken = card.getAllByText(`${s.value}${s.suffix}`).filter((el) => !el.closest('[aria-hidden="true"]'));
    expect(spoken).toHaveLength(1);
  }
});

it('shows the final figures at once under reduced motion', () => {
  preferMotion(true);
  render(<Stats />);
  scrollIntoView();
  expect(seen('Successful Projects')).toBe('4500+');
  expect(seen('Customer Satisfaction Rating')).toBe('98%');
});

it('eases out: starts fast, ends exactly on the target', () => {
  expect(easeOutCubic(0)).toBe(0);
  expect(easeOutCubic(1)).toBe(1);
  expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
  expect(countAt(98, 0, 2000)).toBe(0);
  expect(countAt(98, 2000, 2000)).toBe(98);
  expect(countAt(98, 9999, 2000)).toBe(98);
  expect(countAt(4500, 500, 2000)).toBe(Math.round(4500 * (1 - 0.75 ** 3)));
});
