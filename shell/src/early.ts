import { startEarlyLoads } from './lib/earlyRemote';

// Its own tiny entry, first in the page: see lib/earlyRemote.ts.
startEarlyLoads(window.location.pathname);
