import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the server's HTML and while React hydrates it; true from the render after, and in a page rendered on the client. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
