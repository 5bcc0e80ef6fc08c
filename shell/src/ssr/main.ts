import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { REMOTES } from '../data/apps';
import { createCspReportCollector } from './cspReports';
import { drainOnce } from './drain';
import { createSsrHandler } from './handler';
import { createLogger } from './log';
import { handleStatus } from './status';
import { createVitalsCollector } from './vitals';
import { CanaryBoard } from './canary';
import { sharedStateFromEnv } from './sharedState';
import { shareVitals } from './sharedVitals';

// serve's own static handler and compression, used as `serve` uses them (no types shipped).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const serveHandler = require('serve-handler') as (req: unknown, res: unknown, config: object) => Promise<void>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const compression = require('compression') as (options?: {
  threshold?: number;
}) => (req: unknown, res: unknown, next: () => void) => void;

interface ServeRule {
  source: string;
  headers: { key: string; value: string }[];
}
export interface ServeConfig {
  headers: ServeRule[];
  rewrites?: { source: string; destination: string }[];
}

export interface ShellServerOptions {
  port: number;
  host?: string;
  /** The shell's built dist. */
  dist: string;
  /** The same rules the static servers get (scripts/serveConfig.mjs): headers for files, and for pages. */
  config: ServeConfig;
  pageHeaderSources: string[];
  /** The deployed remotes.json (default `<dist>/remotes.json`): rendered with, and served as `/remotes.json`. */
  registryFile?: string;
  /** How long a drain may wait for requests in flight before it closes their connections. */
  drainTimeoutMs?: number;
}

export interface ShellServer {
  server: Server;
  /**
   * A graceful stop: readiness answers 503 from now on, no new connection is accepted, idle
   * keep-alive connections are closed, requests in flight finish (connections still busy after
   * `drainTimeoutMs` are closed), then the renderer stops. Resolves when all of that is done.
   */
  drain(): Promise<void>;
}

/** The server's log (log.ts): one JSON object a line on stdout, as Cloud Logging reads it; plain text on a terminal. */
const log = createLogger();
export const event = (severity: 'INFO' | 'WARNING' | 'ERROR', message: string, stack?: string) =>
  log({ severity, message, stack });

/** Health answers: never cached by anyone. */
const HEALTH_HEADERS = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };

/** A page route: a GET or HEAD for a path with no file extension (files are served as built). */
export const isPageRequest = (method: string | undefined, url: string | undefined): boolean =>
  (method === 'GET' || method === 'HEAD') && /^\/[^.?]*(\?|$)/.test(url ?? '');

/** The shell's production server: pages rendered per request (ssr/handler.ts), files as built. */
export function startShellServer(o: ShellServerOptions): Promise<ShellServer> {
  const pageHeaders = Object.fromEntries(
    o.config.headers
      .filter((rule) => o.pageHeaderSources.includes(rule.source))
      .flatMap((rule) => rule.headers.map((h) => [h.key.toLowerCase(), h.value])),
  );
  const registryFile = path.resolve(o.registryFile ?? path.join(o.dist, 'remotes.json'));
  // What the instances share (a canary's counts and decision, field figures): the Realtime Database.
  const shared = sharedStateFromEnv();
  const canaries = new CanaryBoard({ state: shared, log });
  const ssr = createSsrHandler({ dist: o.dist, pageHeaders, registryFile, log, canaries });
  const files = { ...o.config, public: o.dist, rewrites: [] };
  // This site's own registry, wherever it was deployed: the browser reads it as /remotes.json.
  const registry = {
    ...o.config,
    public: path.dirname(registryFile),
    rewrites:
      path.basename(registryFile) === 'remotes.json'
        ? []
        : [{ source: '/remotes.json', destination: `/${path.basename(registryFile)}` }],
  };
  let ready = false;
  let draining = false;
  void ssr.ready().then(() => (ready = true));
  // The default threshold (1 KB) left the 389-byte boot script, on every page, uncompressed: 257 B as
  // brotli. Below 256 B the saving no longer pays for the encoding's headers.
  const compress = compression({ threshold: 256 });
  // Every report is a line of the log, which Cloud Run sends to Cloud Logging.
  // Field figures from visitors' browsers (POST /__vitals), per remote and release.
  const vitals = createVitalsCollector({ remotes: () => REMOTES.map((r) => r.name), log });
  vitals.onHydrationError((remote, release) => canaries.hydrationError(remote, release));
  const field = shareVitals({ state: shared, instance: canaries.instance, snapshot: vitals.snapshot, log });
  event('INFO', `canaries and field figures shared in ${shared.where}`);
  const cspReports = createCspReportCollector({ log: (line) => event('WARNING', line) });
  const server = createServer((req, res) => {
    const pathname = (req.url ?? '').split('?', 1)[0];
    // Liveness (Cloud Run's liveness probe): the process is running and answering, whether it is
    // still warming up or draining. A failing liveness probe restarts the container.
    if (pathname === '/livez') {
      res.writeHead(200, HEALTH_HEADERS).end('alive');
      return;
    }
    // Readiness (Cloud Run's startup probe, a load balancer, `npm start`): 503 until the remotes are
    // loaded and their pages rendered once, and again from the moment a drain begins.
    if (pathname === '/healthz') {
      const status = draining ? 'draining' : ready ? 'ready' : 'warming up';
      res.writeHead(status === 'ready' ? 200 : 503, HEALTH_HEADERS).end(status);
      return;
    }
    // A connection still open during a drain is not kept for another request.
    if (draining) res.setHeader('connection', 'close');
    if (cspReports.handle(req, res)) return;
    if (vitals.handle(req, res)) return;
    if (handleStatus(req, res, async () => ({ ...ssr.status(), field: await field.summary() }))) return;
    // Release previews (PREVIEW_TOKEN); with previews off these paths are pages like any other (a 404).
    if (pathname === '/__preview' || pathname === '/__preview/leave') {
      void ssr
        .previewEndpoint(req, res)
        .then((handled) => (handled ? undefined : ssr(req, res)))
        .catch(() => res.headersSent || res.writeHead(500, { 'cache-control': 'no-store' }).end());
      return;
    }
    compress(req, res, () => {
      const work = isPageRequest(req.method, req.url)
        ? ssr(req, res)
        : pathname === '/sitemap.xml' && (req.method === 'GET' || req.method === 'HEAD')
          ? ssr.sitemap(req, res)
          : pathname === '/remotes.json'
            ? (res.setHeader('cache-control', 'no-cache'), serveHandler(req, res, registry))
            : serveHandler(req, res, files);
      work.catch((error: unknown) => {
        event('ERROR', `${req.method} ${req.url?.slice(0, 512)} failed: ${String(error)}`, (error as Error)?.stack);
        // An error answer carries the page's security headers too, and nobody keeps it.
        if (!res.headersSent)
          res.writeHead(500, {
            ...pageHeaders,
            'content-type': 'text/plain; charset=utf-8',
            'cache-control': 'no-store',
          });
        res.end('Something went wrong on our side. Please reload the page.');
      });
    });
  });
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;

  const drain = drainOnce(server, {
    timeoutMs: o.drainTimeoutMs ?? 10_000,
    started: () => (draining = true),
    async closed() {
      canaries.close();
      field.close();
      // The renderer's workers (when it has them) are stopped; a renderer that does not stop in 2 s
      // does not keep the process from exiting.
      const stopping = ssr.close();
      await Promise.race([stopping, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
    },
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host ?? '127.0.0.1', () => resolve({ server, drain }));
  });
}
