import { DEFAULT_LANG, splitLangPath } from '@ecopanel/shared-ui/lang';
import prerender from '../prerender.json';

/**
 * The shell's public pages: the ones it prerenders (every other path belongs to a remote), as
 * English paths; the sitemap adds each language's URL of them (shared-ui/src/lang/sitemapXml.ts).
 */
export const publicRoutes: readonly string[] = Object.keys(prerender.pages).filter(
  (route) => splitLangPath(route).lang === DEFAULT_LANG,
);
