import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appNamed, SHELL_NAME } from '../data/apps';
import { createCspReportCollector } from './cspReports';
import { createSsrHandler } from './handler';

// serve's own static handler and compression, used as `serve` uses them (no types shipped).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const serveHandler = require('serve-handler') as (req: unknown, res: unknown, config: object) => Promise<void>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const compression = require('compression') as () => (req: unknown, res: unknown, next: () => void) => void;

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
  /** The routes prerendered at build (shell/prerender.json). */
  prerendered: Record<string, { file: string }>;
  pageHeaderSources: string[];
}

/** A page route: a GET or HEAD for a path with no file extension (files are served as built). */
export const isPageRequest = (method: string | undefined, url: string | undefined): boolean =>
  (method === 'GET' || method === 'HEAD') && /^\/[^.?]*(\?|$)/.test(url ?? '');

/** The shell's production server: pages rendered per request (ssr/handler.ts), files as built. */
export function startShellServer(o: ShellServerOptions): Promise<Server> {
  const pageHeaders = Object.fromEntries(
    o.config.headers
      .filter((rule) => o.pageHeaderSources.includes(rule.source))
      .flatMap((rule) => rule.headers.map((h) => [h.key.toLowerCase(), h.value])),
  );
  const ssr = createSsrHandler({ dist: o.dist, prerendered: o.prerendered, pageHeaders });
  const files = { ...o.config, public: o.dist, rewrites: [] };
  let ready = false;
  void ssr.ready().then(() => (ready = true));
  const compress = compression();
  // Every report is a line on stderr, which Cloud Run sends to Cloud Logging.
  const cspReports = createCspReportCollector({ log: (line) => console.warn(line) });
  const server = createServer((req, res) => {
    // Readiness for load balancers (Cloud Run's startup probe) and `npm start`: 503 until the
    // remotes are loaded and their pages rendered once.
    if (req.url === '/healthz') {
      res
        .writeHead(ready ? 200 : 503, { 'content-type': 'text/plain', 'cache-control': 'no-store' })
        .end(ready ? 'ready' : 'warming up');
      return;
    }
    if (cspReports.handle(req, res)) return;
    compress(req, res, () => {
      const work = isPageRequest(req.method, req.url) ? ssr(req, res) : serveHandler(req, res, files);
      work.catch((error: unknown) => {
        console.error(`${req.method} ${req.url} failed:`, error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Something went wrong on our side. Please reload the page.');
      });
    });
  });
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host ?? '127.0.0.1', () => resolve(server));
  });
}

/** `node shell/server.cjs --port 3000 --dist shell/dist --config serve.json` (the port defaults to PORT, then the shell's in apps.json) */
export async function main(argv: string[]): Promise<void> {
  const arg = (name: string, fallback?: string) => {
    const i = argv.indexOf(`--${name}`);
    const value = i >= 0 ? argv[i + 1] : fallback;
    if (value === undefined) throw new Error(`missing --${name}`);
    return value;
  };
  const dist = path.resolve(arg('dist'));
  const config = JSON.parse(readFileSync(arg('config'), 'utf8')) as ServeConfig & { pageHeaderSources?: string[] };
  const prerender = JSON.parse(readFileSync(path.join(dist, '..', 'prerender.json'), 'utf8')) as {
    pages: Record<string, { file: string }>;
  };
  const port = Number(arg('port', process.env.PORT ?? String(appNamed(SHELL_NAME).port)));
  await startShellServer({
    port,
    host: arg('host', '127.0.0.1'),
    dist,
    config,
    prerendered: prerender.pages,
    pageHeaderSources: config.pageHeaderSources ?? ['**'],
  });
  console.log(`shell server (rendering every page) on http://localhost:${port}`);
}
