import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../http/log';
import type { CachedPage, Page } from './pageCache';
import type { PageRequest, PageUrl } from '../http/pageUrl';
import type { Release } from '@ecopanel/releases/watch';
import type { RenderResult } from '../render/renderPage';

// What the server answers for a page, and how long others may keep it.

/** What a CDN may keep: browsers always revalidate (max-age=0); the CDN serves its copy a minute, then refreshes behind it. */
export const CACHE_OK = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** A page missing a remote's part is kept only briefly, so the whole page is back soon after the remote. */
export const CACHE_DEGRADED = 'public, max-age=0, s-maxage=5';
/** A page of a remote with a canary running: which release it holds depends on the browser's cookie. */
export const CACHE_PER_BROWSER = 'private, max-age=0';
/** An unknown path: a CDN may keep it a little, no browser keeps it. */
export const CACHE_NOT_FOUND = 'public, max-age=0, s-maxage=60';

export interface Answer extends Page {
  timing: string;
  log?: { remote?: string; release?: string; degraded?: boolean; renderMs?: number; loadMs?: number; cache?: string };
}

/** A page that lives at another URL: kept an hour, by browsers and CDNs alike. */
const movedTo = (location: string): Page => ({
  status: 301,
  headers: { location, 'cache-control': 'public, max-age=3600' },
  body: '',
});

/** The answer to a URL that is no page's (malformed, too long) or names a page another way (`/si` for `/si/`). */
export function answerNotAPage(parsed: PageUrl): Answer {
  if (!parsed.ok)
    return {
      status: parsed.status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      body: parsed.reason,
      timing: '',
    };
  return { ...movedTo(parsed.moved ?? '/'), timing: '' };
}

/** A render's result as the page to send and keep (a 301, or HTML with its cache policy and release). */
export function toEntry(result: RenderResult, releaseKey: string): CachedPage {
  const degraded = result.degraded;
  const page: Page =
    result.status === 301 && result.location
      ? movedTo(result.location)
      : {
          status: result.status,
          headers: {
            'content-type': 'text/html; charset=utf-8',
            'cache-control': degraded ? CACHE_DEGRADED : result.status === 404 ? CACHE_NOT_FOUND : CACHE_OK,
            ...(releaseKey ? { 'x-remote-release': releaseKey } : {}),
          },
          body: result.body,
        };
  return { page, releaseKey, degraded };
}

/**
 * Render errors, once per release, route and message (the route is the remote's prefix: a flood of
 * made-up paths under it is one line), with the path of the first page that met it and its stack.
 */
export const renderErrorLogger =
  (log: Logger) =>
  (result: RenderResult, release: Release | undefined, { pathname, route: remoteRoute }: PageRequest): void => {
    const releaseId = release ? `${release.remote}@${release.id}` : 'shell';
    const route = remoteRoute?.path ?? pathname;
    for (const error of result.errors)
      log.once(`${releaseId} ${route} ${error.message}`, {
        severity: 'ERROR',
        message: `render error on ${pathname}: ${error.message}`,
        stack: error.stack,
        remote: release?.remote,
        release: release?.id,
        route,
      });
    if (result.loadError)
      log.throttled(`load ${releaseId}`, {
        severity: 'WARNING',
        message: `${release?.remote ?? 'remote'} left to the browser: ${result.loadError.message}`,
        remote: release?.remote,
        release: release?.id,
        route,
      });
  };

/** Sends a page with the site's page headers and its Server-Timing, and logs the request (Cloud Logging's fields). */
export function sendAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  a: Answer,
  o: { pageHeaders: Record<string, string>; log: Logger; ms: number },
): void {
  res.writeHead(a.status, {
    ...o.pageHeaders,
    ...a.headers,
    'server-timing': [a.timing, `total;dur=${o.ms.toFixed(1)}`].filter(Boolean).join(', '),
  });
  res.end(req.method === 'HEAD' ? undefined : a.body);
  o.log({
    severity: a.status >= 500 ? 'ERROR' : 'INFO',
    message: `${req.method} ${req.url} ${a.status}`,
    httpRequest: {
      requestMethod: req.method ?? 'GET',
      requestUrl: (req.url ?? '').slice(0, 512),
      status: a.status,
      latency: `${(o.ms / 1000).toFixed(4)}s`,
    },
    ...a.log,
  });
}
