import { act, render, screen } from '@testing-library/react';
import { Reveal } from './Reveal';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

it('stays hidden until it scrolls into view, then stays shown', () => {
  const callbacks: Callback[] = [];
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = jest.fn((cb: Callback) => {
    callbacks.push(cb);
    return { observe: jest.fn(), disconnect: jest.fn(), unobserve: jest.fn() };
  }) as unknown as typeof IntersectionObserver;
  try {
    render(<Reveal>Card</Reveal>);
    const el = screen.getByText('Card');
    expect(el).toHaveAttribute('data-revealed', 'false');
    act(() => callbacks[0]!([{ isIntersecting: true }]));
    expect(el).toHaveAttribute('data-revealed', 'true');
  } finally {
    globalThis.IntersectionObserver = original;
  }
});
