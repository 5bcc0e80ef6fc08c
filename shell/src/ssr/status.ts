import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CanarySummary } from './canary';

/** Field figures of one release as visitors' browsers reported them (POST /__vitals). */
export interface FieldFigures {
  remote: string;
  release: string;
  rendering: 'server' | 'degraded' | 'client';
  pageViews: number;
  hydrationErrors: number;
  metrics: Partial<Record<'LCP' | 'INP' | 'CLS' | 'TTFB', { p75: number; count: number }>>;
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

/** Answers `GET /__status` (true) or leaves the request alone (false). Release ids are public: every page carries its own. */
export function handleStatus(req: IncomingMessage, res: ServerResponse, status: () => Promise<ReleaseStatus>): boolean {
  if ((req.url ?? '').split('?', 1)[0] !== '/__status') return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'cache-control': 'no-store' }).end();
    return true;
  }
  void status().then(
    (answer) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify(answer));
    },
    () => res.writeHead(500, { 'cache-control': 'no-store' }).end(),
  );
  return true;
}
