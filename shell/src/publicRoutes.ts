import prerender from '../prerender.json';

/** The shell's public pages: the ones it prerenders (every other path belongs to a remote). */
export const publicRoutes: readonly string[] = Object.keys(prerender.pages);
