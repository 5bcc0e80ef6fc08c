import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLocalHost } from '@ecopanel/shared-ui';

// The collector the shell's CSP reports to (`report-uri` and `report-to`, scripts/serveConfig.mjs).
// In production every report becomes a log line (Cloud Logging keeps them); locally the end-to-end
// suite reads the last ones back to prove that walking the site breaks no rule of the policy.

/** Same path as CSP_REPORT_PATH in scripts/serveConfig.mjs, which writes it into the policy. */
export const CSP_REPORT_PATH = '/__csp-report';

export interface CspViolation {
  receivedAt: string;
  /** `report-uri` sends application/csp-report; the Reporting API (`report-to`) application/reports+json. */
  via: 'report-uri' | 'report-to';
  documentUrl: string;
  directive: string;
  blockedUrl: string;
  /** The report's fields as the browser sent them. */
  body: Record<string, unknown>;
}

export type ParsedReports =
  { ok: true; reports: Omit<CspViolation, 'receivedAt'>[] } | { ok: false; status: number; reason: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * The violations in a report request's body. Both formats as Chromium sends them: report-uri's
 * `{"csp-report": {"document-uri", "effective-directive", "blocked-uri", ...}}` and the Reporting
 * API's `[{"type": "csp-violation", "url", "body": {"documentURL", "effectiveDirective", "blockedURL", ...}}]`.
 */
export function parseReports(contentType: string | undefined, raw: string): ParsedReports {
  const type = (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase();
  if (type !== 'application/csp-report' && type !== 'application/reports+json') {
    return { ok: false, status: 415, reason: 'Expected application/csp-report or application/reports+json' };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ok: false, status: 400, reason: 'The body is not valid JSON' };
  }
  if (type === 'application/csp-report') {
    const body = isObject(parsed) ? parsed['csp-report'] : undefined;
    if (!isObject(body)) return { ok: false, status: 400, reason: 'Expected {"csp-report": {...}}' };
    return {
      ok: true,
      reports: [
        {
          via: 'report-uri',
          documentUrl: text(body['document-uri']),
          directive: text(body['effective-directive']) || text(body['violated-directive']),
          blockedUrl: text(body['blocked-uri']),
          body,
        },
      ],
    };
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length === 0 ||
    !parsed.every((r) => isObject(r) && typeof r.type === 'string' && isObject(r.body))
  ) {
    return { ok: false, status: 400, reason: 'Expected a non-empty array of {type, body} reports' };
  }
  return {
    ok: true,
    reports: (parsed as { type: string; url?: unknown; body: Record<string, unknown> }[]).map((r) => ({
      via: 'report-to',
      documentUrl: text(r.body.documentURL) || text(r.url),
      directive: text(r.body.effectiveDirective) || r.type,
      blockedUrl: text(r.body.blockedURL),
      body: r.body,
    })),
  };
}

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A request from this machine, addressed to it by a loopback name. Reports can hold the URLs
 * visitors were on: only the developer's and the tests' own requests may read them back (behind
 * Firebase Hosting and Cloud Run no request comes from a loopback address); the Host check keeps a
 * web page that rebinds its own name to 127.0.0.1 out as well.
 */
export function isLoopbackRequest(req: Pick<IncomingMessage, 'headers' | 'socket'>): boolean {
  if (!LOOPBACK_ADDRESSES.has(req.socket.remoteAddress ?? '')) return false;
  try {
    return isLocalHost(new URL(`http://${req.headers.host ?? ''}`).hostname);
  } catch {
    return false;
  }
}

export interface CollectorOptions {
  /** Larger bodies are refused (413): a report is well under 2 KB. */
  maxBytes?: number;
  /** How many of the latest reports are kept for GET. */
  keep?: number;
  log?: (line: string) => void;
  /** Log lines per minute at most: a page in a loop, or someone posting reports, cannot flood the logs. */
  logPerMinute?: number;
  now?: () => number;
}

export interface CspReportCollector {
  /** Answers a request for CSP_REPORT_PATH and returns true; returns false for any other path. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  reports(): CspViolation[];
}

export function createCspReportCollector({
  maxBytes = 16 * 1024,
  keep = 100,
  log = () => {},
  logPerMinute = 30,
  now = Date.now,
}: CollectorOptions = {}): CspReportCollector {
  const kept: CspViolation[] = [];
  let window = { start: -Infinity, logged: 0 };

  function logReport(r: CspViolation) {
    const t = now();
    if (t - window.start >= 60_000) window = { start: t, logged: 0 };
    window.logged += 1;
    if (window.logged <= logPerMinute) {
      log(`csp-report (${r.via}): ${r.directive} blocked ${r.blockedUrl || '(inline)'} on ${r.documentUrl}`);
    } else if (window.logged === logPerMinute + 1) {
      log(`csp-report: more than ${logPerMinute} reports this minute; the rest of this minute are kept but not logged`);
    }
  }

  function answer(res: ServerResponse, status: number, body = '', headers: Record<string, string> = {}) {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
    res.end(body);
  }

  function receive(req: IncomingMessage, res: ServerResponse) {
    // Refused before reading, and the connection closed, so the unread body is never parsed as a request.
    if (Number(req.headers['content-length'] ?? 0) > maxBytes) {
      answer(res, 413, `A report is at most ${maxBytes} bytes`, { connection: 'close' });
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    });
    req.on('error', () => res.destroy());
    req.on('end', () => {
      if (size > maxBytes) return answer(res, 413, `A report is at most ${maxBytes} bytes`, { connection: 'close' });
      const parsed = parseReports(req.headers['content-type'], Buffer.concat(chunks).toString('utf8'));
      if (!parsed.ok) return answer(res, parsed.status, parsed.reason);
      const receivedAt = new Date(now()).toISOString();
      for (const report of parsed.reports) {
        const violation = { receivedAt, ...report };
        kept.push(violation);
        logReport(violation);
      }
      kept.splice(0, Math.max(0, kept.length - keep));
      answer(res, 204);
    });
  }

  return {
    handle(req, res) {
      if ((req.url ?? '').split('?')[0] !== CSP_REPORT_PATH) return false;
      if (req.method === 'POST') receive(req, res);
      else if (req.method === 'GET') {
        if (!isLoopbackRequest(req)) answer(res, 403, 'Reports are only read from this machine');
        else answer(res, 200, JSON.stringify(kept), { 'content-type': 'application/json' });
      } else answer(res, 405, 'Method Not Allowed', { allow: 'GET, POST' });
      return true;
    },
    reports: () => kept.slice(),
  };
}
