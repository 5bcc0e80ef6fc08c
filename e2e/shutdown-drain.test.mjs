// Graceful restarts (issue 21, point 6): Cloud Run sends SIGTERM on every deploy and scale-in, and
// kills the instance 10 s later (issue 41, point 7: the whole stop takes 8 s at most). The
// shell's server then stops accepting connections, answers readiness (/healthz) 503, lets the
// requests in flight finish, closes idle keep-alive connections, and exits 0. Liveness (/livez)
// answers 200 for as long as the process runs. A real page request is held in flight by a stub in
// front of the catalogue that keeps the remote's release.json back until the test lets it go.
// The stubs: shutdownStubs.mjs; a connection that cannot finish: shutdown-stuck.test.mjs.
import assert from 'node:assert/strict';
import { APPS } from '../scripts/apps.mjs';
import { configure, startApp } from '../scripts/servers.mjs';
import { test } from './fixtures.mjs';
import { freePorts, pageToken } from './harness.mjs';
import { expectSoon, parseLine, probe, rawConnection, sleep, startDatabaseStub, startStub } from './shutdownStubs.mjs';

const PRODUCT = '/products/1/maple-ceiling-sheet';

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
});
