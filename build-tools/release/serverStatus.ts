// What the running shell server says about the remotes (`/__status`), for `list` and `status`.
import { APPS, SHELL_NAME } from '../apps';

export type Out = (line: string) => void;

export interface Status {
  canaries?: {
    remote: string;
    release: string;
    state: string;
    reason?: string;
    counts: Record<'canary' | 'live', { views: number; errors: number }>;
  }[];
  remotes?: Record<string, { live: string | null; pinned: Record<string, number> }>;
  field: {
    remote: string;
    release: string;
    rendering: string;
    pageViews: number;
    hydrationErrors: number;
    metrics: Record<string, { p75: number; count: number }>;
  }[];
}

/**
 * The server's `/__status`, or null when it does not answer within 2 s. Its details need the release
 * token (STATUS_TOKEN, else PREVIEW_TOKEN); without one, only a server on this machine shows them.
 */
export async function fetchStatus(
  server: string,
  token = process.env.STATUS_TOKEN || process.env.PREVIEW_TOKEN,
): Promise<Status | null> {
  try {
    const response = await fetch(new URL('/__status', server), {
      signal: AbortSignal.timeout(2000),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return response.ok ? ((await response.json()) as Status) : null;
  } catch {
    return null;
  }
}

/** `status`: each remote's live release, canary and field figures as the server at `server` sees them. */
export async function printStatus(server: string, out: Out): Promise<boolean> {
  const s = await fetchStatus(server);
  if (!s) {
    out(`server ${server} did not answer /__status`);
    return false;
  }
  if (!s.remotes) {
    out(`server ${server} is up but shows its releases only with the release token: set STATUS_TOKEN`);
    return false;
  }
  for (const app of APPS.filter((a) => a.name !== SHELL_NAME)) {
    const r = s.remotes[app.name];
    out(`${app.name}: live ${r?.live ?? 'not read yet'}`);
    for (const c of (s.canaries ?? []).filter((canary) => canary.remote === app.name)) {
      const side = (a: { views: number; errors: number }) => `${a.views} page views, ${a.errors} errors`;
      out(
        `  canary ${c.release}: ${c.state}${c.reason ? ` (${c.reason})` : ''}; canary ${side(c.counts.canary)}, live ${side(c.counts.live)}` +
          (c.state === 'completed' ? `; serves everyone: npm run release -- promote ${app.name} ${c.release}` : ''),
      );
    }
    for (const f of s.field.filter((figures) => figures.remote === app.name)) {
      const metrics = Object.entries(f.metrics)
        .map(([name, m]) => `${name} p75 ${name === 'CLS' ? m.p75.toFixed(3) : `${Math.round(m.p75)} ms`} (${m.count})`)
        .join(', ');
      out(
        `  ${f.release} ${f.rendering}: ${f.pageViews} page views, ${f.hydrationErrors} hydration errors${metrics ? `; ${metrics}` : ''}`,
      );
    }
  }
  return true;
}
