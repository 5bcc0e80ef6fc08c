import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { clientAddress } from '../http/clientAddress';
import type { Logger } from '../http/log';
import type { Signer } from '../http/signing';
import { BROWSER_CHOSE, readToken, tokenLedger, type ViewToken } from './viewTokens';
import {
  BODY_LIMIT,
  mergeInto,
  parseBeacon,
  recordBeacon,
  summarize,
  type Beacon,
  type VitalsSnapshot,
} from './vitalsFigures';

export interface VitalsOptions {
  /** The remotes a beacon may name (apps.json), besides `shell`. */
  remotes: () => Iterable<string>;
  log: Logger;
  /** Beacons a client address may send a minute (default 60). */
  perMinute?: number;
  /** How often the figures go to the log (default a minute; only when there were beacons). */
  logEveryMs?: number;
  /** The key the server signs each page view's token with (viewTokens.ts): a beacon needs one. */
  signer: Signer;
  /** This site's own origins (SITE_URL, the address it listens on): the only `Origin` a beacon may carry. */
  origins: ReadonlySet<string>;
  /** Proxies in front of the server that append to X-Forwarded-For (clientAddress.ts). */
  trustedHops: number;
  /** Rows of figures kept (remote, release and rendering; default 64): a cap on what is shared. */
  maxRows?: number;
}

/** The `Origin` header as an origin, or undefined (`null`, garbage): never a throw. */
function originOf(value: string | undefined): string | undefined {
  if (!value || !URL.canParse(value)) return undefined;
  return new URL(value).origin;
}

/**
 * A beacon's fields with the remote and release its token names, whatever its body says. The page
 * tells only whether the server's HTML was there (`server` or `client`); a remote's part the server
 * left to the browser is told by its token, which then names no release (withViewToken.ts).
 */
const fromToken = (data: unknown, token: ViewToken) => {
  const fields = { ...(data as object), remote: token.remote, release: token.release };
  const degraded =
    token.remote !== 'shell' &&
    token.release === BROWSER_CHOSE &&
    'rendering' in fields &&
    fields.rendering === 'server';
  return degraded ? { ...fields, rendering: 'degraded' } : fields;
};

/**
 * `POST /__vitals`: the field figures browsers send (LCP, INP with its element and longest phase,
 * CLS, TTFB, hydration errors), per
 * remote, release and rendering. Same-origin only, with the page view's signed token (viewTokens.ts), 4 KiB at
 * most, a rate limit per client address (clientAddress.ts), at most `maxRows` rows kept, nothing
 * personal kept (no URL, address or user agent). p75 per release for `npm run release -- status`,
 * and a log line a minute for production's dashboards.
 */
export function createVitalsCollector(o: VitalsOptions) {
  let figures: VitalsSnapshot = {};
  let sinceLog = 0;
  const limit = o.perMinute ?? 60;
  const sent = new LRUCache<string, { n: number }>({ max: 10_000, ttl: 60_000 });
  const listeners: ((remote: string, release: string) => void)[] = [];
  const spend = tokenLedger();
  const maxRows = o.maxRows ?? 64;

  function record(beacon: Beacon) {
    const row = `${beacon.remote}|${beacon.release}|${beacon.rendering}`;
    if (!(row in figures) && Object.keys(figures).length >= maxRows) return;
    recordBeacon(figures, beacon);
    if (beacon.hydrationErrors) for (const listen of listeners) listen(beacon.remote, beacon.release);
    sinceLog += 1;
  }

  const summary = () => summarize(figures);
  /** Adds another instance's figures (snapshot of another collector) to these. */
  const merge = (other: VitalsSnapshot) => mergeInto(figures, other);

  const timer = setInterval(() => {
    if (!sinceLog) return;
    sinceLog = 0;
    o.log({ severity: 'INFO', message: 'field vitals (p75 per remote, release and rendering)', field: summary() });
  }, o.logEveryMs ?? 60_000);
  timer.unref();

  const refuse = (res: ServerResponse, status: number, reason: string) =>
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(reason);

  /** Answers `/__vitals` (true), or leaves the request alone (false). */
  function handle(req: IncomingMessage, res: ServerResponse): boolean {
    if ((req.url ?? '').split('?', 1)[0] !== '/__vitals') return false;
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'POST', 'cache-control': 'no-store' }).end();
      return true;
    }
    // Only this site's own pages: a browser says where a request comes from. The origin is compared
    // with the site's own, never with the Host header (the client writes both).
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    if ((site && site !== 'same-origin') || (origin !== undefined && !o.origins.has(originOf(origin) ?? ''))) {
      refuse(res, 403, 'same-origin only');
      return true;
    }
    const address = clientAddress(req, o.trustedHops);
    const counter = sent.get(address) ?? { n: 0 };
    counter.n += 1;
    if (!sent.has(address)) sent.set(address, counter);
    if (counter.n > limit) {
      refuse(res, 429, 'too many reports');
      return true;
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    if (!(declared <= BODY_LIMIT)) {
      refuse(res, 413, `at most ${BODY_LIMIT} bytes`);
      return true;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    // A body cut off or reset mid-way ends here, answered or not: never an unhandled 'error'.
    req.on('error', () => undefined);
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BODY_LIMIT) chunks.push(chunk);
      else if (!over) {
        over = true;
        refuse(res, 413, `at most ${BODY_LIMIT} bytes`);
        req.resume();
      }
    });
    req.on('end', () => {
      if (over) return;
      let data: unknown;
      try {
        data = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        refuse(res, 400, 'not JSON');
        return;
      }
      const token = readToken(o.signer, (data as { token?: unknown } | null)?.token);
      if (!token) {
        refuse(res, 403, 'no valid page token');
        return;
      }
      const beacon = parseBeacon(fromToken(data, token), new Set(['shell', ...o.remotes()]));
      if (typeof beacon === 'string') {
        refuse(res, 400, beacon);
        return;
      }
      const granted = spend(token, { view: beacon.view === true, hydrationError: Boolean(beacon.hydrationErrors) });
      if (!granted) {
        refuse(res, 429, 'this page view has reported enough');
        return;
      }
      record({ ...beacon, view: granted.view, hydrationErrors: granted.hydrationError ? 1 : 0 });
      res.writeHead(204, { 'cache-control': 'no-store' }).end();
    });
    return true;
  }

  return {
    handle,
    summary,
    merge,
    snapshot: (): VitalsSnapshot => structuredClone(figures),
    /** Called with each hydration error a browser reports: for a canary's comparison. */
    onHydrationError: (listen: (remote: string, release: string) => void) => listeners.push(listen),
    reset: () => (figures = {}),
  };
}
