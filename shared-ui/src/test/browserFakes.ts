// What jsdom lacks and a test needs to drive (the site's motion and scroll reveals), for the tests
// of every workspace: `@ecopanel/shared-ui/test`.

/** The page's motion preference as matchMedia answers it: `reduced` makes every query match. */
export function preferMotion(reduced: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: reduced,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/**
 * IntersectionObserver replaced by one the test drives: `scroll(true)` tells every observer made
 * since that its element came into view (`false`: it left it). `restore()` puts the original back.
 */
export function fakeIntersections() {
  const callbacks: Callback[] = [];
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = jest.fn((cb: Callback) => {
    callbacks.push(cb);
    return { observe: jest.fn(), disconnect: jest.fn(), unobserve: jest.fn() };
  }) as unknown as typeof IntersectionObserver;
  return {
    scroll: (isIntersecting = true) => callbacks.forEach((cb) => cb([{ isIntersecting }])),
    restore: () => {
      globalThis.IntersectionObserver = original;
    },
  };
}
