import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import type { Logger } from './log';
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
}

/**
 * `POST /__vitals`: the field figures browsers send (LCP, INP, CLS, TTFB, hydration errors), per
 * remote, release and rendering. Same-origin only, 4 KiB at most, a rate limit per address, nothing
 * personal kept (no URL, address or user agent). p75 per release for `npm run release -- status`,
 * and a log line a minute for production's dashboards.
 */
export function createVitalsCollector(o: VitalsOptions) {
  let figures: VitalsSnapshot = {};
  let sinceLog = 0;
  const limit = o.perMinute ?? 60;
  const sent = new LRUCache<string, { n: number }>({ max: 10_000, ttl: 60_000 });
  const listeners: ((remote: string, release: string) => void)[] = [];

  function record(beacon: Beacon) {
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
    // Only this site's own pages: a browser says where a request comes from.
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    if ((site && site !== 'same-origin') || (origin && new URL(origin).host !== req.headers.host)) {
      refuse(res, 403, 'same-origin only');
      return true;
    }
    const address = String(req.headers['x-forwarded-for'] ?? req.socket.remoteAddress ?? '')
      .split(',')[0]!
      .trim();
    const counter = sent.get(address) ?? { n: 0 };
    counter.n += 1;
    if (!sent.has(address)) sent.set(address, counter);
    if (counter.n > limit) {
      refuse(res, 429, 'too many reports');
      return true;
    }
    if (Number(req.headers['content-length'] ?? 0) > BODY_LIMIT) {
      refuse(res, 413, `at most ${BODY_LIMIT} bytes`);
      return true;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      let data: unknown;
      try {
        data = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        refuse(res, 400, 'not JSON');
        return;
      }
      const beacon = parseBeacon(data, new Set(['shell', ...o.remotes()]));
      if (typeof beacon === 'string') refuse(res, 400, beacon);
      else {
        record(beacon);
        res.writeHead(204, { 'cache-control': 'no-store' }).end();
      }
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
