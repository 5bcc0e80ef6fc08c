import { joinLangPath, splitLangPath, type Lang } from '@ecopanel/shared-ui/lang';
import { remoteRouteOf, type RemoteRoute } from '@ecopanel/shell/data/remoteRoutes';

export const MAX_URL = 2048;

/**
 * A page of the site as the server reads a request for it, once (the first step of every page's
 * way: parse, select a release, cache, render, compose, send). Every later step takes this, so the
 * language, the route and the cache's key are read in one place.
 */
export interface PageRequest {
  /** The path asked for. */
  pathname: string;
  /** Path plus only the query parameters its route reads: what is rendered and what the cache is keyed by. */
  key: string;
  /** Its language, from the path's prefix (`/si/...`, `/ta/...`; none: English). */
  lang: Lang;
  /** The remote route it belongs to; none: one of the shell's own pages. */
  route: RemoteRoute | undefined;
}

export type PageUrl =
  | (PageRequest & {
      ok: true;
      /** Where the page lives instead (answered 301): `/si` is `/si/`. */
      moved?: string;
    })
  | { ok: false; status: 400 | 414; reason: string };

/**
 * Checks a request's target before anything renders it: anything a visitor or a link supplies is
 * untrusted. Keeps only the query parameters the route's pages read (apps.json `query`), so
 * `?utm_source=...`, `?fbclid=...` or `?n=<random>` render and cache as the page they decorate.
 */
export function parsePageUrl(raw: string | undefined): PageUrl {
  const target = raw ?? '/';
  if (target.length > MAX_URL) return { ok: false, status: 414, reason: 'URL too long' };
  // Origin-form only: a path starting with one slash, printable ASCII (browsers percent-encode the rest).
  if (!/^\/(?!\/)[\x21-\x7e]*$/.test(target)) return { ok: false, status: 400, reason: 'Malformed URL' };
  let url: URL;
  try {
    url = new URL(target, 'http://shell.local');
    decodeURIComponent(url.pathname);
  } catch {
    return { ok: false, status: 400, reason: 'Malformed URL' };
  }
  const { lang, path } = splitLangPath(url.pathname);
  const route = remoteRouteOf(path);
  const kept = new URLSearchParams();
  for (const name of route?.query ?? []) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  const page: PageRequest = {
    pathname: url.pathname,
    key: query ? `${url.pathname}?${query}` : url.pathname,
    lang,
    route,
  };
  // A language's home has one URL, `/si/`, as its links and canonical write it: the router's
  // basename (`/si/`) would match nothing at `/si`. Its whole query goes along (URL-encoded by URL).
  const home = joinLangPath(lang, '/');
  if (path === '/' && url.pathname !== home) return { ok: true, ...page, moved: home + url.search };
  return { ok: true, ...page };
}

/**
 * A page the server itself names (a sitemap path at the warm-up, a page kept static, a route the
 * release check renders), read exactly as a visitor's request for it would be.
 */
export function pageRequest(target: string): PageRequest {
  const parsed = parsePageUrl(target);
  if (!parsed.ok) throw new Error(`${target.slice(0, 100)} is not a page's URL: ${parsed.reason}`);
  const { pathname, key, lang, route } = parsed;
  return { pathname, key, lang, route };
}
