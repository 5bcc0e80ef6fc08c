import type { IncomingMessage, ServerResponse } from 'node:http';
import type { createSsrHandler } from '../answer/handler';
import { decodesCleanly, HEALTH_HEADERS, isPageRequest } from './requestChecks';
import type { ServeConfig } from './serveRules';

// serve's own static handler and compression, used as `serve` uses them (no types shipped).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const serveHandler = require('serve-handler') as (req: unknown, res: unknown, config: object) => Promise<void>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const compression = require('compression') as (options?: {
  threshold?: number;
}) => (req: unknown, res: unknown, next: () => void) => void;

type Health = 'ready' | 'warming up' | 'draining';

export interface RouterOptions {
  /** What answers pages, previews and the sitemap (server/src/answer/handler.ts). */
  ssr: ReturnType<typeof createSsrHandler>;
  /** Endpoints that answer their own paths and say so (true), tried in turn before pages and files. */
  endpoints: ((req: IncomingMessage, res: ServerResponse) => boolean)[];
  health: () => Health;
  /** serve's rules for the built files, and for the deployed registry's folder. */
  files: ServeConfig & { public: string };
  registry: ServeConfig & { public: string };
  /** The page's headers, which an error answer carries too. */
  pageHeaders: Record<string, string>;
  onError: (message: string, stack?: string) => void;
}

/** Where each request of the shell's server goes: health, the endpoints, previews, pages and files. */
export function createRouter(o: RouterOptions) {
  // The default threshold (1 KB) left the 389-byte boot script, on every page, uncompressed: 257 B as
  // brotli. Below 256 B the saving no longer pays for the encoding's headers.
  const compress = compression({ threshold: 256 });
  const { ssr } = o;

  /**
   * The one error boundary of every endpoint: a fault in a handler is a 500 with the security
   * headers, logged once with its stack; the process goes on.
   */
  const failed = (req: IncomingMessage, res: ServerResponse, error: unknown) => {
    o.onError(`${req.method} ${req.url?.slice(0, 512)} failed: ${String(error)}`, (error as Error)?.stack);
    if (res.writableEnded) return;
    // An error answer carries the page's security headers too, and nobody keeps it.
    if (!res.headersSent)
      res.writeHead(500, {
        ...o.pageHeaders,
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
      });
    res.end('Something went wrong on our side. Please reload the page.');
  };

  const route = (req: IncomingMessage, res: ServerResponse) => {
    const pathname = (req.url ?? '').split('?', 1)[0];
    // Liveness (Cloud Run's liveness probe): the process is running and answering, whether it is
    // still warming up or draining. A failing liveness probe restarts the container.
    if (pathname === '/livez') {
      res.writeHead(200, HEALTH_HEADERS).end('alive');
      return;
    }
    // Readiness (Cloud Run's startup probe, a load balancer, `npm start`): 503 until the remotes are
    // loaded and their pages rendered once, and again from the moment a drain begins.
    const health = o.health();
    if (pathname === '/healthz') {
      res.writeHead(health === 'ready' ? 200 : 503, HEALTH_HEADERS).end(health);
      return;
    }
    // A connection still open during a drain is not kept for another request.
    if (health === 'draining') res.setHeader('connection', 'close');
    if (o.endpoints.some((endpoint) => endpoint(req, res))) return;
    // Release previews (PREVIEW_TOKEN); with previews off these paths are pages like any other (a 404).
    if (pathname === '/__preview' || pathname === '/__preview/leave') {
      void ssr
        .previewEndpoint(req, res)
        .then((handled) => (handled ? undefined : ssr(req, res)))
        .catch((error: unknown) => failed(req, res, error));
      return;
    }
    // What is left is files and pages: read-only, and named by a path that decodes cleanly (a NUL
    // or a broken escape would reach the file system's calls).
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'cache-control': 'no-store' }).end();
      return;
    }
    if (!decodesCleanly(pathname ?? '')) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end('Bad path');
      return;
    }
    compress(req, res, () => {
      const work = isPageRequest(req.method, req.url)
        ? ssr(req, res)
        : pathname === '/sitemap.xml'
          ? ssr.sitemap(req, res)
          : pathname === '/remotes.json'
            ? (res.setHeader('cache-control', 'no-cache'), serveHandler(req, res, o.registry))
            : serveHandler(req, res, o.files);
      work.catch((error: unknown) => failed(req, res, error));
    });
  };

  return { route, failed };
}
