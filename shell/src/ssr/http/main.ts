import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { siteConfig } from '@ecopanel/shared-ui';
import { trustedHops } from './clientAddress';
import { createSigner, signingKey } from './signing';
import { statusAccess } from './status';
import { takeSecrets } from './secrets';
import path from 'node:path';
import { REMOTES } from '../../data/apps';
import { createCspReportCollector } from './cspReports';
import { drainOnce } from './drain';
import { createSsrHandler } from '../answer/handler';
import { createLogger } from './log';
import { handleStatus } from './status';
import { DEFAULT_MINIMUMS } from '@ecopanel/releases/canary';
import { createVitalsCollector } from '../vitals/vitals';
import { CanaryBoard } from '../canary/canary';
import { sharedStateFromEnv } from './sharedState';
import { shareVitals } from '../vitals/sharedVitals';

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

/** How long a drain waits for requests in flight before it closes their connections (main.ts's drain). */
export const DRAIN_MS = 5_000;
/** How long the shared state's last write and the renderer's stop may take once the requests are done. */
export const CLOSE_MS = 2_000;

/** A whole number from the environment, or `fallback`. */
const envNumber = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return process.env[name] !== undefined && Number.isInteger(n) && n >= 0 ? n : fallback;
};

/** A path that decodes without error and holds no NUL. */
const decodesCleanly = (pathname: string) => {
  try {
    return !decodeURIComponent(pathname).includes('\0');
  } catch {
    return false;
  }
};

/** Health answers: never cached by anyone. */
const HEALTH_HEADERS = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };

/** A page route: a GET or HEAD for a path with no file extension (files are served as built). */
export const isPageRequest = (method: string | undefined, url: string | undefined): boolean =>
  (method === 'GET' || method === 'HEAD') && /^\/[^.?]*(\?|$)/.test(url ?? '');

/** The shell's production server: pages rendered per request (ssr/answer/handler.ts), files as built. */
export function startShellServer(o: ShellServerOptions): Promise<ShellServer> {
  const pageHeaders = Object.fromEntries(
    o.config.headers
      .filter((rule) => o.pageHeaderSources.includes(rule.source))
      .flatMap((rule) => rule.headers.map((h) => [h.key.toLowerCase(), h.value])),
  );
  // The security headers every answer carries, whatever answers it (serve's rule for all paths).
  const securityHeaders = Object.fromEntries(
    o.config.headers
      .filter((rule) => rule.source === '**')
      .flatMap((rule) => rule.headers.map((h) => [h.key, h.value])),
  );
  const registryFile = path.resolve(o.registryFile ?? path.join(o.dist, 'remotes.json'));
  // What the instances share (a canary's counts and decision, field figures): the Realtime Database.
  // Its credential is read here, then every secret leaves the environment (secrets.ts): the render
  // threads, which run the teams' code, are started after this with none of them.
  const shared = sharedStateFromEnv();
  const secrets = takeSecrets();
  const hops = trustedHops();
  const { key, shared: keyShared } = signingKey(secrets.SESSION_KEY);
  if (!keyShared)
    event(
      'WARNING',
      'SESSION_KEY is not set: canary buckets and beacon tokens are signed with a key of this instance only',
    );
  const signer = createSigner(key);
  const minimums = {
    views: envNumber('CANARY_MIN_VIEWS', DEFAULT_MINIMUMS.views),
    ms: envNumber('CANARY_MIN_MS', DEFAULT_MINIMUMS.ms),
  };
  const canaries = new CanaryBoard({ state: shared, log, minimums });
  const ssr = createSsrHandler({
    dist: o.dist,
    pageHeaders,
    registryFile,
    log,
    canaries,
    signer,
    previewToken: secrets.PREVIEW_TOKEN,
  });
  const canSeeStatus = statusAccess({ token: secrets.STATUS_TOKEN ?? secrets.PREVIEW_TOKEN, trustedHops: hops });
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
  const vitals = createVitalsCollector({
    remotes: () => REMOTES.map((r) => r.name),
    log,
    signer,
    trustedHops: hops,
    perMinute: envNumber('VITALS_PER_MINUTE', 60),
    // The site's own origins: its public address, and the address this server listens on.
    origins: new Set(
      [siteConfig.siteUrl, process.env.SITE_URL, `http://localhost:${o.port}`, `http://127.0.0.1:${o.port}`]
        .filter((url): url is string => Boolean(url && URL.canParse(url)))
        .map((url) => new URL(url).origin),
    ),
  });
  vitals.onHydrationError((remote, release) => canaries.hydrationError(remote, release));
  const field = shareVitals({ state: shared, instance: canaries.instance, snapshot: vitals.snapshot, log });
  event('INFO', `canaries and field figures shared in ${shared.where}`);
  const cspReports = createCspReportCollector({ log: (line) => event('WARNING', line) });
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
    if (pathname === '/healthz') {
      const status = draining ? 'draining' : ready ? 'ready' : 'warming up';
      res.writeHead(status === 'ready' ? 200 : 503, HEALTH_HEADERS).end(status);
      return;
    }
    // A connection still open during a drain is not kept for another request.
    if (draining) res.setHeader('connection', 'close');
    if (cspReports.handle(req, res)) return;
    if (vitals.handle(req, res)) return;
    if (handleStatus(req, res, async () => ({ ...ssr.status(), field: await field.summary() }), canSeeStatus)) return;
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
        : pathname === '/sitemap.xml' && (req.method === 'GET' || req.method === 'HEAD')
          ? ssr.sitemap(req, res)
          : pathname === '/remotes.json'
            ? (res.setHeader('cache-control', 'no-cache'), serveHandler(req, res, registry))
            : serveHandler(req, res, files);
      work.catch((error: unknown) => failed(req, res, error));
    });
  };
  /**
   * The one error boundary of every endpoint: a fault in a handler is a 500 with the security
   * headers, logged once with its stack; the process goes on.
   */
  const failed = (req: IncomingMessage, res: ServerResponse, error: unknown) => {
    event('ERROR', `${req.method} ${req.url?.slice(0, 512)} failed: ${String(error)}`, (error as Error)?.stack);
    if (res.writableEnded) return;
    // An error answer carries the page's security headers too, and nobody keeps it.
    if (!res.headersSent)
      res.writeHead(500, { ...pageHeaders, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end('Something went wrong on our side. Please reload the page.');
  };
  const server = createServer((req, res) => {
    // A body cut off or reset is the client's business: never an unhandled 'error' event.
    req.on('error', () => undefined);
    res.on('error', () => undefined);
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    try {
      route(req, res);
    } catch (error) {
      failed(req, res, error);
    }
  });
  // A request Node cannot parse (a malformed line, a lying or doubled Content-Length, headers too
  // large) is answered by the server itself, with the same headers, and its connection closed.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const headers = Object.entries(securityHeaders)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}Cache-Control: no-store\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    );
  });
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;

  // The platform's clock: Cloud Run kills an instance 10 s after SIGTERM, so the whole stop takes
  // 8 s at most (e2e/shutdown.test.mjs): requests in flight get DRAIN_MS (a page's remote has a 1 s
  // budget; what is still busy then is a slow download), then the shared state's last write and the
  // render process's stop run together for CLOSE_MS at most, and cli.ts exits.
  const drain = drainOnce(server, {
    timeoutMs: o.drainTimeoutMs ?? DRAIN_MS,
    started: () => (draining = true),
    async closed() {
      // The counts and figures taken since the last share (a canary's last page views) are written;
      // the renderer's process and threads are stopped. Neither keeps the process past CLOSE_MS.
      const closing = Promise.allSettled([canaries.flush(), field.flush(), ssr.close()]);
      await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, CLOSE_MS).unref())]);
    },
  });

  // An error that escapes every handler anyway (a callback's throw): logged, then this instance stops
  // taking requests and drains, finishing every answer it has begun; the platform starts another.
  const escaped = (error: unknown) => {
    event('ERROR', `uncaught, draining: ${String(error)}`, (error as Error)?.stack);
    void drain().finally(() => process.exit(1));
  };
  process.on('uncaughtException', escaped);
  process.on('unhandledRejection', escaped);

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host ?? '127.0.0.1', () => resolve({ server, drain }));
  });
}
