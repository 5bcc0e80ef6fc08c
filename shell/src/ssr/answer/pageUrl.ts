import { joinLangPath, splitLangPath } from '@ecopanel/shared-ui/lang';
import { remoteRouteFor, type RemoteRoute } from '../../data/remoteRoutes';

export const MAX_URL = 2048;

export type PageUrl =
  | {
      ok: true;
      pathname: string;
      /** Path plus only the query parameters its route reads: what is rendered and what the cache is keyed by. */
      key: string;
      route: RemoteRoute | undefined;
      /** Where the page lives instead (answered 301): `/si` is `/si/`. */
      moved?: string;
    }
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
  const route = remoteRouteFor(url.pathname);
  const kept = new URLSearchParams();
  for (const name of route?.query ?? []) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  const key = query ? `${url.pathname}?${query}` : url.pathname;
  // A language's home has one URL, `/si/`, as its links and canonical write it: the router's
  // basename (`/si/`) would match nothing at `/si`. Its whole query goes along (URL-encoded by URL).
  const { lang, path } = splitLangPath(url.pathname);
  const home = joinLangPath(lang, '/');
  if (path === '/' && url.pathname !== home)
    return { ok: true, pathname: url.pathname, key, route, moved: home + url.search };
  return { ok: true, pathname: url.pathname, key, route };
}
