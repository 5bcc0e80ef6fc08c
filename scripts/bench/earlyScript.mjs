// Is the `early` script still worth its download where it is sent? The shell's server sends it only
// on a remote route whose part it left to the browser (shell/src/ssr/document.ts), which then gets
// the bare client page (spa.html) to render. The same route as that page, with and without the
// script, each from its own proxy in front of the running site; Lighthouse mobile, the two
// interleaved, a fresh browser per run.
import http from 'node:http';
import { lighthouseRun } from './lighthouse.mjs';

/** The `early` entry as spa.html loads it. */
const EARLY = /<script defer(?:="")? src="\/static\/early(?:\.[0-9a-f]+)?\.js"><\/script>/;

/** The client page without the `early` script (which it must have). */
export function withoutEarly(html) {
  const out = html.replace(EARLY, '');
  if (out === html) throw new Error('the client page loads no early script');
  return out;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Answers `route` with `html`, and everything else from the site at `shellUrl`. */
async function proxy(shellUrl, route, html) {
  const target = new URL(shellUrl);
  const server = http.createServer((req, res) => {
    if (req.url === route) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(html);
      return;
    }
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://localhost:${server.address().port}${route}`, close: () => server.close() };
}

/** Lighthouse on `route` as the bare client page, with and without `early`: `runs` of each. */
export async function earlyScriptAB({ shellUrl, spaHtml, route, runs }) {
  const variants = {
    with: await proxy(shellUrl, route, spaHtml),
    without: await proxy(shellUrl, route, withoutEarly(spaHtml)),
  };
  const results = { with: [], without: [] };
  try {
    for (let i = 0; i < runs; i++)
      for (const name of ['with', 'without']) {
        const r = await lighthouseRun(variants[name].url);
        results[name].push({ performance: r.performance, lcp: r.lcp, tbt: r.tbt });
      }
  } finally {
    for (const v of Object.values(variants)) v.close();
  }
  const summary = (rs) => ({
    runs: rs,
    performance: median(rs.map((r) => r.performance)),
    lcp: median(rs.map((r) => r.lcp)),
    tbt: median(rs.map((r) => r.tbt)),
  });
  return { route, with: summary(results.with), without: summary(results.without) };
}
