import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { imageSources } from '@ecopanel/shared-ui';
import { HERO_BACKGROUND_SIZES, HERO_SLIDES } from '../../../data/heroSlides';
import { HeroSlider } from './HeroSlider';

const renderHero = () =>
  render(
    <MemoryRouter>
      <HeroSlider />
    </MemoryRouter>,
  );

/** The slide a visitor sees: the only one not hidden from them. */
const shownTitle = () => screen.getByRole('group', { name: /of 4$/ }).querySelector('h2')?.textContent;
const dot = (n: number) => screen.getByRole('button', { name: `Go to slide ${n}` });

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  jest.useFakeTimers();
  mockReducedMotion(false);
});
afterEach(() => jest.useRealTimers());

it('shows four slides one at a time, each with a title, a description and a link to /products', () => {
  renderHero();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sustainable UPVC ceiling and wall panels');
  expect(screen.getAllByRole('group', { name: /of 4$/ })).toHaveLength(1);
  expect(shownTitle()).toBe(HERO_SLIDES[0]!.title);
  expect(screen.getByText(HERO_SLIDES[0]!.description)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: HERO_SLIDES[0]!.linkText })).toHaveAttribute('href', '/products');
  expect(screen.getByRole('link', { name: 'Explore Products' })).toHaveAttribute('href', '/products');
  // All four slides are in the page (one box for all), only the current one is exposed.
  expect(document.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(4);
});

it('advances every 4 seconds, cycling modulo 4, and marks the current dot', () => {
  renderHero();
  expect(dot(1)).toHaveAttribute('aria-current', 'true');
  act(() => jest.advanceTimersByTime(3999));
  expect(shownTitle()).toBe(HERO_SLIDES[0]!.title);
  act(() => jest.advanceTimersByTime(1));
  expect(shownTitle()).toBe(HERO_SLIDES[1]!.title);
  expect(dot(2)).toHaveAttribute('aria-current', 'true');
  expect(dot(1)).not.toHaveAttribute('aria-current');
  for (const next of [2, 3, 0]) {
    act(() => jest.advanceTimersByTime(4000));
    expect(shownTitle()).toBe(HERO_SLIDES[next]!.title);
  }
  expect(dot(1)).toHaveAttribute('aria-current', 'true');
});

it('jumps to a slide from its dot and waits a full interval before moving on', () => {
  renderHero();
  act(() => jest.advanceTimersByTime(3000));
  fireEvent.click(dot(3));
  expect(shownTitle()).toBe(HERO_SLIDES[2]!.title);
  expect(dot(3)).toHaveAttribute('aria-current', 'true');
  act(() => jest.advanceTimersByTime(3999));
  expect(shownTitle()).toBe(HERO_SLIDES[2]!.title);
  act(() => jest.advanceTimersByTime(1));
  expect(shownTitle()).toBe(HERO_SLIDES[3]!.title);
});

it('holds still while hovered or while focus is inside, and carries on after', () => {
  renderHero();
  const carousel = screen.getByRole('region', { name: 'Sustainable UPVC ceiling and wall panels' });
  fireEvent.mouseEnter(carousel);
  act(() => jest.advanceTimersByTime(10000));
  expect(shownTitle()).toBe(HERO_SLIDES[0]!.title);
  fireEvent.mouseLeave(carousel);
  act(() => jest.advanceTimersByTime(4000));
  expect(shownTitle()).toBe(HERO_SLIDES[1]!.title);

  act(() => dot(2).focus());
  act(() => jest.advanceTimersByTime(10000));
  expect(shownTitle()).toBe(HERO_SLIDES[1]!.title);
  act(() => dot(2).blur());
  act(() => jest.advanceTimersByTime(4000));
  expect(shownTitle()).toBe(HERO_SLIDES[2]!.title);
});

it('stops and starts on the rotation button', () => {
  renderHero();
  fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
  act(() => screen.getByRole('button', { name: 'Start automatic slide show' }).blur());
  act(() => jest.advanceTimersByTime(12000));
  expect(shownTitle()).toBe(HERO_SLIDES[0]!.title);
  fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
  act(() => jest.advanceTimersByTime(4000));
  expect(shownTitle()).toBe(HERO_SLIDES[1]!.title);
});

it('does not move by itself when the visitor prefers reduced motion', () => {
  mockReducedMotion(true);
  renderHero();
  act(() => jest.advanceTimersByTime(20000));
  expect(shownTitle()).toBe(HERO_SLIDES[0]!.title);
  expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
  fireEvent.click(dot(4));
  expect(shownTitle()).toBe(HERO_SLIDES[3]!.title);
});

it('loads the first background at once and first (the prerendered home page carries this <img>)', () => {
  renderHero();
  const [first] = HERO_SLIDES;
  const img = document.querySelector(`img[src*="${first!.background.name}-"]`)!;
  expect(img).toHaveAttribute('loading', 'eager');
  expect(img).toHaveAttribute('fetchpriority', 'high');
  expect(img).toHaveAttribute('width', String(first!.background.width));
  expect(img).toHaveAttribute('height', String(first!.background.height));
  const { srcSet } = imageSources('/img/', first!.background);
  expect(img).toHaveAttribute('srcset', srcSet);
  expect(img).toHaveAttribute('sizes', HERO_BACKGROUND_SIZES);
});
