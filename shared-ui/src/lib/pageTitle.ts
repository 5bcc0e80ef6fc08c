import { createContext, useContext } from 'react';

/**
 * The title of the page being shown (PageMeta's `title`, in the page's language), for the frame
 * that names the page above it: the shell's breadcrumb ends with it (issue 43 point 3), where it
 * used to show the URL's last segment in English ("Maple Ceiling Sheet" on a Sinhala page).
 *
 * The breadcrumb is rendered before the page, so its last crumb waits for the title
 * (`useCurrentPageTitle` suspends): the server's render goes on with the page, whose PageMeta gives
 * the title, and then finishes the crumb in the same render (the server's HTML has it in place); in
 * the browser the crumb's server HTML stays until the page has hydrated and given it again.
 *
 * One store per render on the server (a page), one per app in the browser: `begin` with each new
 * path clears the last page's title. A page that gives none (its part failed, a redirect) must not
 * keep the render waiting: the server's render `settle`s the store on any error, a redirect settles
 * it, and on the server a title not given within SETTLE_AFTER_MS is given up (the crumb then names
 * the page by its URL, marked English).
 */
export interface PageTitleStore {
  /** A new page at `path`: forget the last page's title (nothing happens for the same path). */
  begin(path: string): void;
  /** The page's title (PageMeta); `null` once none will come; `undefined` while it may still come. */
  readonly title: string | null | undefined;
  set(title: string): void;
  /** No title will come for the page being rendered. */
  settle(): void;
  /** Resolves when the title has been set or settled. */
  ready(): Promise<void>;
}

/** On the server, how long a page's breadcrumb waits for its title at most: well under the render's stuck limit (500 ms). */
export const SETTLE_AFTER_MS = 250;

export function createPageTitleStore({ server = typeof window === 'undefined' } = {}): PageTitleStore {
  let path: string | undefined;
  let title: string | null | undefined;
  let waiting: { promise: Promise<void>; resolve: () => void } | undefined;
  const release = () => {
    const done = waiting;
    waiting = undefined;
    done?.resolve();
  };
  const store: PageTitleStore = {
    begin(next) {
      if (next === path) return;
      path = next;
      title = undefined;
    },
    get title() {
      return title;
    },
    set(next) {
      title = next;
      release();
    },
    settle() {
      if (title === undefined) title = null;
      release();
    },
    ready() {
      if (!waiting) {
        let resolve!: () => void;
        const promise = new Promise<void>((done) => (resolve = done));
        waiting = { promise, resolve };
        if (server) {
          const timer = setTimeout(() => store.settle(), SETTLE_AFTER_MS);
          void promise.then(() => clearTimeout(timer));
        }
      }
      return waiting.promise;
    },
  };
  return store;
}

export const PageTitleContext = createContext<PageTitleStore | null>(null);
export const PageTitleProvider = PageTitleContext.Provider;

/** PageMeta's part: the page's title, for the frame. */
export function useGivePageTitle(title: string): void {
  const store = useContext(PageTitleContext);
  // During render, on purpose: the breadcrumb rendered before this page waits for it in the same
  // render. Idempotent (the same title for the same page), so a render React discards does no harm.
  if (store && store.title !== title) store.set(title);
}

/**
 * The current page's title for a part rendered before the page (inside its own Suspense boundary,
 * keyed by the path): suspends until the page gives it; `null` when it will not.
 */
export function useCurrentPageTitle(path: string): string | null {
  const store = useContext(PageTitleContext);
  if (!store) return null;
  store.begin(path);
  if (store.title === undefined) throw store.ready();
  return store.title;
}
