import { test } from './fixtures.mjs';
// Graceful restarts (issue 21, point 6): Cloud Run sends SIGTERM on every deploy and scale-in, and
// kills the instance 10 s later (issue 41, point 7: the whole stop takes 8 s at most). The
// shell's server then stops accepting connections, answers readiness (/healthz) 503, lets the
// requests in flight finish, closes idle keep-alive connections, and exits 0. Liveness (/livez)
// answers 200 for as long as the process runs. A real page request is held in flight by a stub in
// front of the catalogue that keeps the remote's release.json back until the test lets it go.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { freePorts, pageToken } from './harness.mjs';
import { configure, startApp } from '../scripts/servers.mjs';
import { APPS } from '../scripts/apps.mjs';

const PRODUCT = '/products/1/maple-ceiling-sheet';
/** One line of the server's log: a JSON object (severity, message), or a plain line as its message. */
const parseLine = (line) => {
  try {
    return JSON.parse(line);
  } catch {
    return { message: line };
  }
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A proxy in front of a remote's server. `publish(id)` makes it announce a new release `id` (its
 * files are the live release's, under the new name); `hold(predicate)` keeps matching requests
 * waiting until released.
 */
async function startStub(port, target) {
  const held = [];
  let hold = () => false;
  let published;
  const server = createServer(async (req, res) => {
    if (hold(req.url)) await new Promise((resolve) => held.push(resolve));
    let path = req.url;
    if (published && path.startsWith('/release.json')) {
      const { id } = published;
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
      res.end(
        JSON.stringify({
          id,
          manifest: `releases/${id}/mf-manifest.json`,
          server: `releases/${id}/server/remoteEntry.js`,
        }),
      );
      return;
    }
    if (published) path = path.replace(`/releases/${published.id}/`, `/releases/${published.live}/`);
    const upstream = await fetch(`http://127.0.0.1:${target}${path}`, { method: req.method, headers: {} });
    const body = Buffer.from(await upstream.arrayBuffer());
    res.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'cache-control': upstream.headers.get('cache-control') ?? 'no-cache',
      'access-control-allow-origin': '*',
    });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    held,
    holdWhen(predicate) {
      hold = predicate;
    },
    async publish(id) {
      const live = (await (await fetch(`http://127.0.0.1:${target}/release.json`)).json()).id;
      published = { id, live };
    },
    releaseAll() {
      hold = () => false;
      held.splice(0).forEach((resolve) => resolve());
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * A stand-in for the shared state's database (the Realtime Database's REST API as sharedState.ts
 * calls it): it answers reads with nothing and keeps every write, with the time it arrived.
 */
async function startDatabaseStub(port) {
  const writes = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const path = new URL(req.url, 'http://x').pathname.replace(/^\/server\//, '').replace(/\.json$/, '');
      if (req.method === 'PUT')
        writes.push({ path, at: Date.now(), value: JSON.parse(Buffer.concat(chunks).toString()) });
      res.writeHead(200, { 'content-type': 'application/json' }).end(req.method === 'PUT' ? '{}' : 'null');
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { writes, url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** A raw HTTP/1.1 connection: `send(text)` writes, `response` is all it read once the server closed it. */
function rawConnection(port) {
  const socket = connect(port, '127.0.0.1');
  let data = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk) => (data += chunk));
  const closed = new Promise((resolve) => socket.once('close', () => resolve(data)));
  socket.on('error', () => {});
  return {
    connected: new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject)),
    send: (text) => new Promise((resolve) => socket.write(text, resolve)),
    read: () => data,
    /** Stops reading: what the server sends piles up in its buffers. */
    pause: () => socket.pause(),
    resume: () => socket.resume(),
    closed,
  };
}

/** A new connection's fate: the status it was answered with, or the error's code. */
const probe = (port, pathname) =>
  fetch(`http://127.0.0.1:${port}${pathname}`, { signal: AbortSignal.timeout(2000) }).then(
    (r) => r.status,
    (error) => error.cause?.code ?? error.name,
  );

test.describe('graceful shutdown of the shell server', () => {
  test('on SIGTERM: in-flight page finishes with 200, readiness 503, new connections refused, idle keep-alive closed, last figures written, exit 0 within 8 s', async () => {
    const [shellPort, stubPort, cataloguePort, databasePort, ...others] = await freePorts(APPS.length + 3);
    const database = await startDatabaseStub(databasePort);
    const ports = Object.fromEntries(APPS.map((a) => [a.name, a.name === 'catalogue' ? stubPort : others.pop()]));
    ports.shell = shellPort;
    // The real catalogue on its own port, behind the stub the shell's registry names; the other
    // remotes are not started (their parts are left to the browser, which this test does not open).
    configure({ ...ports, catalogue: cataloguePort });
    const catalogue = await startApp('catalogue', cataloguePort);
    const stub = await startStub(stubPort, cataloguePort);
    const { registryFile } = configure(ports);
    let shell;
    try {
      const log = [];
      // A budget long enough for the page below to wait on its held remote until the test lets it go.
      process.env.SSR_BUDGET_MS = '15000';
      try {
        shell = await startApp('shell', shellPort, {
          onShellLog: (line) => log.push(parseLine(line)),
          env: { SERVER_STATE_DATABASE_URL: database.url, SERVER_STATE_TOKEN: 'stub' },
        });
      } finally {
        delete process.env.SSR_BUDGET_MS;
      }
      // The server runs on SHELL_NODE when set (npm run test:node24: Node 24, the production runtime).
      const node = process.env.SHELL_NODE
        ? /Node v24\./
        : new RegExp(`Node ${process.version.replace(/\./g, '\\.')}\\b`);
      assert.match(log.find((e) => /^shell server/.test(e.message))?.message ?? '', node);
      assert.equal(
        JSON.parse(await (await fetch(`http://127.0.0.1:${shellPort}/remotes.json`)).text()).catalogue,
        `http://localhost:${stubPort}/mf-manifest.json`,
        `the shell serves its own registry (${registryFile})`,
      );
      const before = await fetch(`http://127.0.0.1:${shellPort}${PRODUCT}`);
      assert.equal(before.status, 200);
      assert.equal(before.headers.get('x-remote-deferred'), null, 'the catalogue renders through the stub');
      for (const pathname of ['/healthz', '/livez']) {
        const r = await fetch(`http://127.0.0.1:${shellPort}${pathname}`);
        assert.equal(r.status, 200, pathname);
        assert.equal(r.headers.get('cache-control'), 'no-store', pathname);
      }

      // A new release of the catalogue whose server code is held back: the server reads the
      // pointer again within 5 s, and the next page request waits on that code.
      await stub.publish('5b0000000001');
      stub.holdWhen((url) => url.startsWith('/releases/5b0000000001/server/'));
      await sleep(5_500);
      // The next request brings the new pointer in, or is rendered with it already: then its code
      // fetch gives up after 5 s and the page goes out stale (the last good one), and a page whose
      // render failed is not tried again for 2 s. The request in flight below comes after both.
      await fetch(`http://127.0.0.1:${shellPort}${PRODUCT}`);
      await sleep(2_500);
      const started = Date.now();
      const inFlight = fetch(`http://127.0.0.1:${shellPort}${PRODUCT}`).then(async (r) => ({
        status: r.status,
        body: await r.text(),
        at: Date.now(),
      }));
      await expectSoon(() => stub.held.length > 0, 'the page request waits on the held release code');

      // An idle keep-alive connection (one request answered, kept open), and two connections
      // whose requests have begun but whose headers are not complete yet
      // (opened now: the server allows 5 s for headers).
      const idle = rawConnection(shellPort);
      await idle.connected;
      await idle.send(`GET /livez HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      await expectSoon(() => /\balive\b/.test(idle.read()), 'the keep-alive connection answered');
      const readiness = rawConnection(shellPort);
      const liveness = rawConnection(shellPort);
      await Promise.all([readiness.connected, liveness.connected]);
      await readiness.send(`GET /healthz HTTP/1.1\r\nHost: localhost\r\n`);
      await liveness.send(`GET /livez HTTP/1.1\r\nHost: localhost\r\n`);
      await sleep(100); // read by the server: those connections are busy, not idle

      // A page view's figures reported just before the signal: shared every 5 s, so the server's
      // last write (the drain's) carries them to the database.
      const beacon = await fetch(`http://127.0.0.1:${shellPort}/__vitals`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({
          remote: 'catalogue',
          release: before.headers.get('x-remote-release').split('@')[1],
          rendering: 'server',
          view: true,
          token: pageToken(before.headers.get('server-timing')),
        }),
      });
      assert.equal(beacon.status, 204);
      const signalled = Date.now();
      process.kill(shell.pid, 'SIGTERM');
      // From the moment it drains: new connections are refused ...
      await expectSoon(async () => (await probe(shellPort, '/livez')) === 'ECONNREFUSED', 'new connections refused');
      // ... a request on a connection opened before answers readiness 503 and liveness 200 ...
      await readiness.send('Connection: close\r\n\r\n');
      await liveness.send('Connection: close\r\n\r\n');
      const [ready, live] = await Promise.all([readiness.closed, liveness.closed]);
      assert.match(ready, /^HTTP\/1\.1 503 /, ready);
      assert.match(ready, /cache-control: no-store/i);
      assert.match(ready, /\bdraining\b/);
      assert.match(live, /^HTTP\/1\.1 200 /, live);
      // ... the idle keep-alive connection is closed, not waited for ...
      await idle.closed;
      // ... and the page in flight is still answered in full once its remote answers.
      assert.equal(shell.pid && (await Promise.race([shell.exited, sleep(200).then(() => 'running')])), 'running');
      stub.releaseAll();
      const page = await inFlight;
      assert.equal(page.status, 200);
      assert.ok(page.at > signalled, `answered ${page.at - signalled} ms after SIGTERM`);
      assert.match(page.body, /Maple/, 'the page in flight was rendered whole');
      // Cloud Run kills an instance 10 s after SIGTERM: the stop takes 8 s at most.
      const exit = await Promise.race([
        shell.exited,
        sleep(8_000 - (Date.now() - signalled)).then(() => 'still running'),
      ]);
      const exitedAfter = Date.now() - signalled;
      assert.deepEqual(exit, { code: 0, signal: null }, 'the server exits 0 once drained, within 8 s of SIGTERM');
      assert.equal(await probe(shellPort, '/healthz'), 'ECONNREFUSED');
      const lastFigures = database.writes.filter((w) => /^vitals\//.test(w.path)).at(-1);
      assert.ok(lastFigures, `the field figures were written: ${JSON.stringify(database.writes.map((w) => w.path))}`);
      const views = Object.values(JSON.parse(lastFigures.value.snapshot)).reduce((n, row) => n + row.pageViews, 0);
      assert.equal(views, 1, 'with the page view reported just before the signal');
      assert.deepEqual(
        log.filter((e) => /drain/.test(e.message)).map((e) => [e.severity, e.message.replace(/ \(.*/, '')]),
        [
          ['INFO', 'SIGTERM: draining'],
          ['INFO', 'drained, exiting'],
        ],
      );
      test.info().annotations.push({
        type: 'note',
        description: `page in flight for ${page.at - started} ms, answered ${page.at - signalled} ms after SIGTERM, exited ${exitedAfter} ms after SIGTERM; last figures written ${lastFigures.at - signalled} ms after it`,
      });
    } finally {
      stub.releaseAll();
      await shell?.stop();
      await stub.close();
      await catalogue.stop();
      await database.close();
    }
  });

  test('a connection that cannot finish holds the drain 5 s at most: then it is closed and the server exits 0 within 8 s', async () => {
    // No remote is started: their parts are left to the browser, and this test reads no page.
    const free = await freePorts(APPS.length);
    const ports = Object.fromEntries(APPS.map((a, i) => [a.name, free[i]]));
    configure(ports);
    // Its shared state in its own memory: never the database stand-in of 127.0.0.1:3011 (`npm start`'s).
    const shell = await startApp('shell', ports.shell, { env: { SERVER_STATE_DATABASE_URL: '' } });
    try {
      const script = (await (await fetch(`http://127.0.0.1:${ports.shell}/`)).text()).match(
        /"(\/static\/main\.[^"]+\.js)"/,
      )?.[1];
      assert.ok(script, 'the home page names its main script');
      // A reader that asks for megabytes and never reads them: its answer can never be finished.
      const stuck = rawConnection(ports.shell);
      await stuck.connected;
      stuck.pause();
      await stuck.send(`GET ${script} HTTP/1.1\r\nHost: localhost\r\n\r\n`.repeat(100));
      await sleep(300);
      const signalled = Date.now();
      process.kill(shell.pid, 'SIGTERM');
      const exit = await Promise.race([shell.exited, sleep(12_000).then(() => 'still running')]);
      const took = Date.now() - signalled;
      assert.deepEqual(exit, { code: 0, signal: null });
      // The drain's 5 s (main.ts DRAIN_MS), then the renderer's stop: inside Cloud Run's 10 s, with 2 s to spare.
      assert.ok(took >= 4_500 && took < 8_000, `exited ${took} ms after SIGTERM`);
      // Its connection was closed by the server (read what is left to see the end).
      stuck.resume();
      await Promise.race([stuck.closed, sleep(5_000).then(() => assert.fail('the connection is still open'))]);
      test.info().annotations.push({ type: 'note', description: `exited ${took} ms after SIGTERM` });
    } finally {
      await shell.stop();
    }
  });
});

async function expectSoon(check, what, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await sleep(25);
  }
  throw new Error(`not within ${timeoutMs} ms: ${what}`);
}
