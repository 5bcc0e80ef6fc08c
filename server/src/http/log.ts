/**
 * The server's log: one JSON object per line with Cloud Logging's field names (`severity`,
 * `message`, `httpRequest`), so Cloud Run's logging agent files each line as a structured entry;
 * plain text when a person reads it in a terminal. Events that can repeat per request (a remote
 * left to the browser, a render error) go through `once` or `throttled`, so a flood of requests
 * cannot become a flood of lines.
 */
export type Severity = 'DEBUG' | 'INFO' | 'WARNING' | 'ERROR';

export interface LogEntry {
  severity: Severity;
  message: string;
  stack?: string;
  httpRequest?: { requestMethod: string; requestUrl: string; status: number; latency: string };
  remote?: string;
  release?: string;
  route?: string;
  degraded?: boolean;
  renderMs?: number;
  loadMs?: number;
  [field: string]: unknown;
}

export interface Logger {
  (entry: LogEntry): void;
  /** Logs `entry` the first time `key` is seen (the last 1,000 keys are remembered). */
  once(key: string, entry: LogEntry): void;
  /** At most one line per `key` a minute; the next one says how many were left out. */
  throttled(key: string, entry: LogEntry): void;
}

const RANK: Record<Severity, number> = { DEBUG: 0, INFO: 1, WARNING: 2, ERROR: 3 };
const KEYS_KEPT = 1000;
const THROTTLE_MS = 60_000;

export interface LoggerOptions {
  write?: (line: string) => void;
  /** Plain text instead of JSON (default: when stdout is a terminal). */
  pretty?: boolean;
  /** Lines below this are dropped (default INFO; SHELL_LOG_LEVEL=DEBUG|WARNING|ERROR). */
  level?: Severity;
  now?: () => number;
}

function plain(entry: LogEntry): string {
  const { severity, message, stack, httpRequest, ...fields } = entry;
  const request = httpRequest ? ` ${httpRequest.status} ${httpRequest.latency}` : '';
  const rest = Object.entries(fields)
    .filter(([key, value]) => key !== 'time' && value !== undefined)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(' ');
  return `[${severity.toLowerCase()}] ${message}${request}${rest ? ` (${rest})` : ''}${stack ? `\n${stack}` : ''}`;
}

export function createLogger(o: LoggerOptions = {}): Logger {
  const write = o.write ?? ((line: string) => process.stdout.write(line));
  const pretty = o.pretty ?? Boolean(process.stdout.isTTY);
  const envLevel = process.env.SHELL_LOG_LEVEL?.toUpperCase();
  const level = o.level ?? (envLevel && envLevel in RANK ? (envLevel as Severity) : 'INFO');
  const now = o.now ?? Date.now;
  const seen = new Set<string>();
  const throttle = new Map<string, { until: number; dropped: number }>();

  const log = ((entry: LogEntry) => {
    if (RANK[entry.severity] < RANK[level]) return;
    const line = { ...entry, time: new Date(now()).toISOString() };
    write(`${pretty ? plain(line) : JSON.stringify(line)}\n`);
  }) as Logger;

  log.once = (key, entry) => {
    if (seen.has(key)) return;
    if (seen.size >= KEYS_KEPT) seen.delete(seen.values().next().value!);
    seen.add(key);
    log(entry);
  };

  log.throttled = (key, entry) => {
    const t = throttle.get(key);
    if (t && now() < t.until) {
      t.dropped += 1;
      return;
    }
    if (throttle.size >= KEYS_KEPT) throttle.delete(throttle.keys().next().value!);
    throttle.set(key, { until: now() + THROTTLE_MS, dropped: 0 });
    log(
      t?.dropped ? { ...entry, message: `${entry.message} (${t.dropped} more like this in the last minute)` } : entry,
    );
  };
  return log;
}

/** What an error says, for a log line: its message and, for an Error, its stack. */
export function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return { message: String(error) };
}
