import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { reloadOnce } from '../../lib/chunkErrors';
import { belowTheFold } from './belowTheFold';

jest.mock('../../lib/chunkErrors', () => ({
  ...jest.requireActual<object>('../../lib/chunkErrors'),
  reloadOnce: jest.fn(() => true),
}));

function Counter() {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      Clicked {n}
    </button>
  );
}

/** An IntersectionObserver the test moves: `nearing()` brings every observed element into range. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
  const margins: string[] = [];
  globalThis.IntersectionObserver = class {
    private entry: { callback: IntersectionObserverCallback; elements: Element[] };
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, elements: [] };
      observers.push(this.entry);
      margins.push(options?.rootMargin ?? '');
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    disconnect() {
      this.entry.elements = [];
    }
  } as unknown as typeof IntersectionObserver;
  const nearing = () =>
    act(() => {
      for (const o of observers)
        o.callback(
          o.elements.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
          o as unknown as IntersectionObserver,
        );
    });
  return { nearing, margins };
}

/** What the server sent (the section rendered whole inside its Suspense boundary), hydrated here. */
async function hydrateServed(Lower: ComponentType) {
  const container = document.createElement('div');
  container.innerHTML = '<div><!--$--><button type="button">Clicked <!-- -->0</button><!--/$--></div>';
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Lower />, { onRecoverableError: (e) => errors.push(e) });
  });
  return { container, served: container.querySelector('button')!, errors };
}

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

it('rendered in the browser (a client-side navigation), loads its code at once', async () => {
  fakeObserver();
  const load = jest.fn(async () => Counter);
  const Lower = belowTheFold(load, 'the counter');
  render(<Lower />);
  expect(await screen.findByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('hydrating, keeps the server HTML and loads no code until the section nears the viewport, then hydrates it', async () => {
  const { nearing, margins } = fakeObserver();
  const load = jest.fn(async () => Counter);
  const { container, served, errors } = await hydrateServed(belowTheFold(load, 'the counter'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(load).not.toHaveBeenCalled();
  expect(container).toHaveTextContent('Clicked 0');
  expect(margins).toEqual(['100% 0px']);

  const removed = jest.spyOn(window, 'removeEventListener');
  nearing();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(load).toHaveBeenCalledTimes(1);
  // Hydrated, not replaced: the same button, now working.
  const button = screen.getByRole('button', { name: 'Clicked 0' });
  expect(button).toBe(served);
  await userEvent.click(button);
  expect(button).toHaveTextContent('Clicked 1');
  expect(errors).toEqual([]);
  // Hydrated, it no longer watches the window's clicks.
  expect(removed).toHaveBeenCalledWith('click', expect.any(Function), true);
  removed.mockRestore();
  container.remove();
});

it('a click on its button before its code has arrived loads the code at once and counts once it has hydrated', async () => {
  fakeObserver();
  let arrive!: (component: ComponentType) => void;
  const load = jest.fn(() => new Promise<ComponentType>((resolve) => (arrive = resolve)));
  const { container, served, errors } = await hydrateServed(belowTheFold(load, 'the counter'));

  // Not near the viewport yet (the observer never fires): the click alone asks for the code.
  await userEvent.click(served);
  expect(load).toHaveBeenCalledTimes(1);
  expect(served).toHaveTextContent('Clicked 0');

  await act(async () => arrive(Counter));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByRole('button', { name: 'Clicked 1' })).toBe(served);
  // Once hydrated, a click is React's alone: counted once, not replayed.
  await userEvent.click(served);
  expect(served).toHaveTextContent('Clicked 2');
  expect(errors).toEqual([]);
  container.remove();
});

it('leaves a click outside its buttons alone', async () => {
  fakeObserver();
  const load = jest.fn(async () => Counter);
  const { container } = await hydrateServed(belowTheFold(load, 'the counter'));
  const outside = document.createElement('button');
  const onOutside = jest.fn();
  outside.addEventListener('click', onOutside);
  document.body.append(outside);
  await userEvent.click(outside);
  await userEvent.click(container.firstElementChild as HTMLElement);
  expect(onOutside).toHaveBeenCalledTimes(1);
  expect(load).not.toHaveBeenCalled();
  container.remove();
  outside.remove();
});

it('code that fails to arrive leaves the rest of the page alone, unreloaded: the section says so and Retry brings it', async () => {
  fakeObserver();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const offline = Object.assign(new Error('Loading chunk home-lower failed.'), { name: 'ChunkLoadError' });
  const load = jest.fn().mockRejectedValueOnce(offline).mockResolvedValue(Counter);
  const Lower = belowTheFold(load, 'the counter');
  render(
    <>
      <p>The rest of the page</p>
      <Lower />
    </>,
  );
  expect(
    await screen.findByText('Sorry, the counter is unavailable right now. The rest of the site still works.'),
  ).toBeInTheDocument();
  expect(screen.getByText('The rest of the page')).toBeInTheDocument();
  // The reader is mid-page: no reload of it under them.
  expect(reloadOnce).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  error.mockRestore();
});

it("hydrating, code that fails to arrive is said in the section's place, and that place's Retry is React's to handle", async () => {
  const { nearing } = fakeObserver();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const offline = Object.assign(new Error('Loading chunk home-lower failed.'), { name: 'ChunkLoadError' });
  const load = jest.fn().mockRejectedValueOnce(offline).mockResolvedValue(Counter);
  const { container } = await hydrateServed(belowTheFold(load, 'the counter'));
  nearing();
  expect(await screen.findByText(/Sorry, the counter is unavailable right now/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  expect(reloadOnce).not.toHaveBeenCalled();
  error.mockRestore();
  container.remove();
});
