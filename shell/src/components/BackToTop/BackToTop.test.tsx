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
