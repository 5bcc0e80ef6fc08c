import { createPageTitleStore, SETTLE_AFTER_MS } from './pageTitle';

it('gives the title set for the page, and waits for it until then', async () => {
  const store = createPageTitleStore({ server: false });
  store.begin('/products/1/maple-ceiling-sheet');
  expect(store.title).toBeUndefined();
  const ready = store.ready();
  expect(store.ready()).toBe(ready);
  store.set('මේපල් සිවිලිම් තහඩුව');
  await ready;
  expect(store.title).toBe('මේපල් සිවිලිම් තහඩුව');
  // The same page again keeps it; a new page forgets it.
  store.begin('/products/1/maple-ceiling-sheet');
  expect(store.title).toBe('මේපල් සිවිලිම් තහඩුව');
  store.begin('/products/calculator');
  expect(store.title).toBeUndefined();
});

it('settles to null when no title will come, and keeps one already given', async () => {
  const store = createPageTitleStore({ server: false });
  store.begin('/x');
  const ready = store.ready();
  store.settle();
  await ready;
  expect(store.title).toBeNull();
  store.begin('/y');
  store.set('y');
  store.settle();
  expect(store.title).toBe('y');
});

it('on the server, gives up waiting after SETTLE_AFTER_MS', async () => {
  jest.useFakeTimers();
  try {
    const store = createPageTitleStore({ server: true });
    store.begin('/x');
    const ready = store.ready();
    jest.advanceTimersByTime(SETTLE_AFTER_MS - 1);
    expect(store.title).toBeUndefined();
    jest.advanceTimersByTime(1);
    await ready;
    expect(store.title).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});
