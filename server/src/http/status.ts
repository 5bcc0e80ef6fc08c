import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CanarySummary } from '@ecopanel/releases/canary';

/** Field figures of one release as visitors' browsers reported them (POST /__vitals). */
export interface FieldFigures {
  remote: string;
  release: string;
  rendering: 'server' | 'degraded' | 'client';
  pageViews: number;
  hydrationErrors: number;
  metrics: Partial<Record<'LCP' | 'INP' | 'CLS' | 'TTFB', { p75: number; count: number }>>;
  /**
   * What the INPs were spent on (issue 42 point 6): each element (a short selector) and longest
   * phase reported, with its interactions, those over 200 ms and their mean; the most poor ones first.
   */
  inpAttribution?: { target: string; phase: string; count: number; slow: number; meanMs: number }[];
}

/** `GET /__status`: what `npm run release -- status` and `list` print. */
export interface ReleaseStatus {
  remotes: Record<string, { live: string | null; pinned: Record<string, number> }>;
  field: FieldFigures[];
  /** Each canary this server has served: its state and the counts of every instance together. */
  canaries: CanarySummary[];
}

/**
 * Each remote's release as this server renders with it now, and the releases its cached pages were
 * rendered with (`pinned`: a release still pinned by pages people get must not be deleted).
 */
export function releaseStatus(o: {
  remotes: string[];
  live: Record<string, string | null>;
  pinned: Record<string, number>;
  field?: FieldFigures[];
  canaries?: CanarySummary[];
}): ReleaseStatus {
  const remotes: ReleaseStatus['remotes'] = {};
  for (const remote of o.remotes) {
    const pinned: Record<string, number> = {};
    for (const [key, count] of Object.entries(o.pinned)) {
      const [name, id] = key.split('@');
      if (name === remote && id) pinned[id] = count;
    }
    remotes[remote] = { live: o.live[remote] ?? null, pinned };
  }
  return { remotes, field: o.field ?? [], canaries: o.canaries ?? [] };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Who may read the releases' details: a request with `Authorization: Bearer <the release token>`
 * (STATUS_TOKEN, else PREVIEW_TOKEN: what `npm run release` sends), or, with no token configured
 * and no proxy in front, a request from this machine (`npm start`). Everyone else learns only that
 * the server is up.
 */
export function statusAccess(o: { token?: string; trustedHops: number }) {
  const expected = o.token ? digest(o.token) : undefined;
  return (req: IncomingMessage): boolean => {
    if (!expected) return o.trustedHops === 0 && LOOPBACK.has(req.socket.remoteAddress ?? '');
    const given = /^Bearer (\S{1,512})$/.exec(String(req.headers.authorization ?? ''))?.[1];
    return given !== undefined && timingSafeEqual(digest(given), expected);
  };
}

/** Answers `GET /__status` (true) or leaves the request alone (false): the details to those `allowed`, liveness to all. */
export function handleStatus(
  req: IncomingMessage,
  res: ServerResponse,
  status: () => Promise<ReleaseStatus>,
  allowed: (req: IncomingMessage) => boolean,
): boolean {
  if ((req.url ?? '').split('?', 1)[0] !== '/__status') return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'cache-control': 'no-store' }).end();
    return true;
  }
  const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
  if (!allowed(req)) {
    res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : JSON.stringify({ status: 'up' }));
    return true;
  }
  void status().then(
    (answer) => {
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify(answer));
    },
    () => res.writeHead(500, { 'cache-control': 'no-store' }).end(),
  );
  return true;
}
