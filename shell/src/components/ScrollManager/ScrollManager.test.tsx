import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { ScrollManager } from './ScrollManager';

let navigate: ReturnType<typeof useNavigate>;
function Nav() {
  navigate = useNavigate();
  return null;
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(window.scrollTo).mockClear();
  jest.mocked(Element.prototype.scrollIntoView).mockClear();
});
afterEach(() => jest.useRealTimers());

it('scrolls to the top on every route change, and leaves the first render where the reader is', () => {
  render(
    <MemoryRouter initialEntries={['/']}>
      <ScrollManager />
      <Nav />
    </MemoryRouter>,
  );
  // Hydration comes after the first paint: a reader may already have scrolled the server's HTML.
  expect(window.scrollTo).not.toHaveBeenCalled();
  act(() => void navigate('/products'));
  expect(window.scrollTo).toHaveBeenCalledTimes(1);
  expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
  act(() => void navigate('/contact'));
  expect(window.scrollTo).toHaveBeenCalledTimes(2);
});

it('smooth-scrolls to the element named by the hash, waiting for it to appear', () => {
  render(
    <MemoryRouter initialEntries={['/resources/news-and-events#news-2']}>
      <ScrollManager />
    </MemoryRouter>,
  );
  expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  const target = document.createElement('article');
  target.id = 'news-2';
  document.body.append(target);
  act(() => void jest.advanceTimersByTime(100));
  expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth' });
  expect(jest.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(target);
  expect(window.scrollTo).not.toHaveBeenCalled();
  target.remove();
});

it('jumps instead of gliding for a visitor who asked for reduced motion', () => {
  const matchMedia = jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('reduce'),
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
  const target = document.createElement('article');
  target.id = 'news-3';
  document.body.append(target);
  render(
    <MemoryRouter initialEntries={['/resources/news-and-events#news-3']}>
      <ScrollManager />
    </MemoryRouter>,
  );
  expect(Element.prototype.scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'auto' });
  target.remove();
  matchMedia.mockRestore();
});
