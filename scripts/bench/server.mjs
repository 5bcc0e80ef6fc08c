// The shell's server under load: time to first byte of a warm page, and a load run with autocannon.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Time to the response headers of `url`, `n` requests one after another, after `warm` unmeasured ones. */
export async function timeToFirstByte(url, { n = 200, warm = 20 } = {}) {
  const times = [];
  for (let i = 0; i < n + warm; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    const ms = performance.now() - started;
    await response.arrayBuffer();
    if (i >= warm) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p99: percentile(times, 99), n };
}

/**
 * autocannon: `connections` clients for `seconds`; answers other than 2xx count as errors (or, with
 * `expectStatus`, answers other than that status). `pathOf(n)` gives every request a path of its own.
 */
export async function loadRun(url, { connections = 50, seconds = 20, pathOf, expectStatus, cookieOf } = {}) {
  let n = 0;
  const { origin, pathname } = new URL(url);
  const statuses = {};
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
    requests: [
      {
        setupRequest: (req) => {
          const i = n++;
          return {
            ...req,
            path: pathOf ? pathOf(i) : pathname,
            ...(cookieOf ? { headers: { ...req.headers, cookie: cookieOf(i) } } : {}),
          };
        },
      },
    ],
    setupClient: (client) => client.on('response', (status) => (statuses[status] = (statuses[status] ?? 0) + 1)),
  });
  const unexpected = expectStatus
    ? Object.entries(statuses)
        .filter(([status]) => Number(status) !== expectStatus)
        .reduce((sum, [, count]) => sum + count, 0)
    : result.non2xx;
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    median: result.latency.p50,
    total: result.requests.total,
    errors: result.errors + result.timeouts + unexpected,
    statuses,
  };
}

/**
 * Resident memory of a process and its child processes, from /proc (Linux): the shell's server
 * renders in a child process of its own (server/src/render/renderProcess.ts), which holds the render
 * threads and the releases' code.
 */
export function residentMemory(pid) {
  let own;
  try {
    own = Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1]) * 1024;
  } catch {
    return NaN;
  }
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  } catch {
    // No list of children on this kernel: the process alone.
  }
  return own + children.reduce((sum, child) => sum + (residentMemory(Number(child)) || 0), 0);
}
