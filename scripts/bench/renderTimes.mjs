// The server's render itself (issue 23, point 7): how long rendering a page takes, read from the
// Server-Timing header of requests the page cache cannot answer (each URL new to the server).

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** `render;dur=12.3` of a Server-Timing header: the render's milliseconds; undefined for a cache hit or a degraded page. */
export function renderMsOf(serverTiming) {
  const match = /(?:^|,\s*)render;dur=([\d.]+)/.exec(serverTiming ?? '');
  return match ? Number(match[1]) : undefined;
}

/**
 * Renders of a route, one at a time, each at a URL the server has not cached: `pathOf(i)` gives the
 * i-th (a query parameter the route reads, or another page of the same kind). Requests the server
 * answered from its cache, or without rendering the remote, are counted and left out.
 */
export async function renderTimes(origin, pathOf, { n = 40 } = {}) {
  const times = [];
  let notRendered = 0;
  for (let i = 0; i < n; i++) {
    const response = await fetch(origin + pathOf(i), { headers: { 'accept-encoding': 'gzip' } });
    await response.arrayBuffer();
    const ms = renderMsOf(response.headers.get('server-timing'));
    if (ms === undefined) notRendered++;
    else times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { n: times.length, notRendered, median: percentile(times, 50), p99: percentile(times, 99) };
}
