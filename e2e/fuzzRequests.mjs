// The requests e2e/fuzz.test.mjs generates with fast-check (issue 40, point 1), and how one is sent
// as raw bytes: every method, odd paths and queries, every header the server reads, bodies at and
// past the caps, and the ways a body can be framed or cut (a Content-Length that lies, slow,
// aborted, chunked).
import net from 'node:net';
import fc from 'fast-check';

const ENDPOINTS = [
  '/',
  '/si/',
  '/ta/products',
  '/products',
  '/products/1/maple-ceiling-sheet',
  '/products/calculator',
  '/resources/faq',
  '/contact',
  '/our-story',
  '/__vitals',
  '/__preview',
  '/__preview/leave',
  '/__csp-report',
  '/__status',
  '/livez',
  '/healthz',
  '/sitemap.xml',
  '/remotes.json',
  '/static/js/main.js',
  '/favicon.ico',
];
const ODD = [
  '',
  '/',
  '//',
  '/..',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/%00',
  '/%ff',
  '/%E0%B6%BB',
  '/a'.repeat(300),
  '.json',
  '?',
];
const printable = (max) =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: max });
const token = fc.stringMatching(/^[A-Za-z0-9_.~-]{0,24}$/);

const header = (name, values) =>
  fc.option(
    fc.oneof(fc.constantFrom(...values), printable(80)).map((v) => [name, v]),
    { nil: undefined },
  );

/** One request: method, path, query, headers, body and how the body is sent. */
export const requestArb = fc.record({
  // Mostly what browsers send (pages are where the teams' code runs), every other method too.
  method: fc.oneof(
    { arbitrary: fc.constant('GET'), weight: 6 },
    { arbitrary: fc.constant('HEAD'), weight: 1 },
    { arbitrary: fc.constant('POST'), weight: 3 },
    { arbitrary: fc.constantFrom('PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'PROPFIND'), weight: 2 },
  ),
  path: fc
    .tuple(fc.constantFrom(...ENDPOINTS), fc.constantFrom(...ODD), token)
    .map(([a, b, c]) => `${a}${b}${c}`.replace(/^(?!\/)/, '/')),
  query: fc.option(
    fc.array(fc.tuple(token, token), { maxLength: 4 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
    { nil: undefined },
  ),
  headers: fc.tuple(
    header('origin', ['null', 'http://localhost', 'https://evil.example', '::::', 'http://[::1', 'file://']),
    header('host', ['', 'evil.example', 'localhost:1', 'a'.repeat(300)]),
    header('cookie', [
      '__session=c0',
      '__session=c42.AAAAAAAAAAAAAAAAAAAAAA',
      '__session=' + 'x'.repeat(3000),
      '__session=',
      '=;=;',
    ]),
    header('x-forwarded-for', ['1.2.3.4', 'garbage', '1.1.1.1, 2.2.2.2, 3.3.3.3', ',,,', '::1']),
    header('x-forwarded-proto', ['https', 'http', 'gopher']),
    header('x-forwarded-host', ['evil.example']),
    header('sec-fetch-site', ['same-origin', 'cross-site', 'none']),
    header('sec-fetch-mode', ['navigate', 'cors']),
    header('content-type', [
      'application/json',
      'application/csp-report',
      'application/reports+json',
      'text/plain',
      'multipart/form-data; boundary=x',
    ]),
    header('authorization', ['Bearer x', 'Basic Zm9vOmJhcg==']),
  ),
  body: fc.oneof(
    fc.constant(''),
    fc.constantFrom('{}', 'null', '[]', '{"token":"x"}', '{"csp-report":{}}', '[{"type":"csp-violation","body":{}}]'),
    printable(200),
    fc.constantFrom(4096, 4097, 65_536, 70_000).map((n) => '{'.repeat(n)),
  ),
  mode: fc.constantFrom('exact', 'exact', 'exact', 'longer', 'shorter', 'slow', 'abort', 'chunked'),
});

/** Sends one request as raw bytes; resolves with what came back (maybe nothing, for an aborted one). */
export function send(port, r) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks = [];
    let done = false;
    const finish = (why) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ raw: Buffer.concat(chunks).toString('latin1'), why });
    };
    const timer = setTimeout(() => finish('timeout'), 15_000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => finish('error'));
    socket.on('close', () => finish('closed'));
    const target = `${r.path}${r.query === undefined ? '' : `?${r.query}`}`;
    const headers = r.headers.filter(Boolean);
    if (!headers.some(([name]) => name === 'host')) headers.push(['host', `localhost:${port}`]);
    const body = Buffer.from(r.body);
    const length =
      r.mode === 'longer' ? body.length + 100 : r.mode === 'shorter' ? Math.max(0, body.length - 3) : body.length;
    const framing = r.mode === 'chunked' ? [['transfer-encoding', 'chunked']] : [['content-length', String(length)]];
    const head = `${r.method} ${target} HTTP/1.1\r\n${[...headers, ...framing, ['connection', 'close']]
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`;
    socket.on('connect', () => {
      socket.write(head);
      if (r.mode === 'abort') {
        socket.write(body.subarray(0, Math.floor(body.length / 2)));
        setTimeout(() => finish('aborted'), 5);
      } else if (r.mode === 'slow') {
        let at = 0;
        const drip = () => {
          if (done) return;
          if (at >= body.length) return;
          socket.write(body.subarray(at, at + 64));
          at += 64;
          setTimeout(drip, 20);
        };
        if (body.length <= 512) drip();
        else socket.write(body);
      } else if (r.mode === 'chunked') {
        socket.write(`${body.length.toString(16)}\r\n`);
        socket.write(body);
        socket.write('\r\n0\r\n\r\n');
      } else {
        socket.write(body);
        // A body shorter than it said: the client stops sending, as a client whose upload died.
        if (r.mode === 'longer') socket.end();
      }
    });
  });
}
