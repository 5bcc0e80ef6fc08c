import { act, fireEvent, render, screen } from '@testing-library/react';
import { BackToTop } from './BackToTop';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });

it('appears only past 300px and scrolls smoothly to the top', () => {
  render(<BackToTop />);
  scrollTo(300);
  expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  scrollTo(301);
  fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  scrollTo(10);
  expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
});

it('jumps without animation when the user prefers reduced motion', () => {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: query.includes('reduce'),
  })) as typeof window.matchMedia;
  try {
    render(<BackToTop />);
    scrollTo(1200);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
  } finally {
    window.matchMedia = original;
    scrollTo(0);
  }
});
