import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { siteConfig } from '@ecopanel/shared-ui';
import { trustedHops } from './clientAddress';
import { createSigner, signingKey } from './signing';
import { statusAccess } from './status';
import { takeSecrets } from './secrets';
import path from 'node:path';
import { REMOTES } from '@ecopanel/shell/data/apps';
import { createCspReportCollector } from './cspReports';
import { drainOnce } from './drain';
import { createSsrHandler } from '../answer/handler';
import { createLogger } from './log';
import { handleStatus } from './status';
import { DEFAULT_MINIMUMS } from '@ecopanel/releases/canary';
import { createVitalsCollector } from '../vitals/vitals';
import { CanaryBoard } from '@ecopanel/releases/canary';
import { sharedStateFromEnv } from './sharedState';
import { shareVitals } from '../vitals/sharedVitals';
import { answerUnparsed } from './requestChecks';
import { createRouter } from './router';
import { headersOf, type ServeConfig } from './serveRules';

export type { ServeConfig };

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

/** The shell's production server: pages rendered per request (server/src/answer/handler.ts), files as built. */
export function startShellServer(o: ShellServerOptions): Promise<ShellServer> {
  const pageHeaders = headersOf(o.config, (source) => o.pageHeaderSources.includes(source), { lowerCase: true });
  // The security headers every answer carries, whatever answers it (serve's rule for all paths).
  const securityHeaders = headersOf(o.config, (source) => source === '**');
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
  const { route, failed } = createRouter({
    ssr,
    // Each answers its own path and says so (the CSP reports, the field figures, the status).
    endpoints: [
      cspReports.handle,
      vitals.handle,
      (req, res) =>
        handleStatus(req, res, async () => ({ ...ssr.status(), field: await field.summary() }), canSeeStatus),
    ],
    health: () => (draining ? 'draining' : ready ? 'ready' : 'warming up'),
    files,
    registry,
    pageHeaders,
    onError: (message, stack) => event('ERROR', message, stack),
  });
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
  // A request Node cannot parse is answered by the server itself, with the same headers.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) =>
    answerUnparsed(error, socket, securityHeaders),
  );
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;

  // The platform's clock: Cloud Run kills an instance 10 s after SIGTERM, so the whole stop takes
  // 8 s at most (e2e/shutdown-drain.test.mjs): requests in flight get DRAIN_MS (a page's remote has a 1 s
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
