import { preloadRoute } from './preloadRoute';

// Its own tiny entry, first in the page (shell/rspack.config.ts): see preloadRoute.ts.
preloadRoute(window.location.pathname);
