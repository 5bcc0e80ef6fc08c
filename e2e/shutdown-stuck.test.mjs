// Graceful restarts (issue 21, point 6; issue 41, point 7): on SIGTERM the shell's server lets the
// requests in flight finish, but a connection that cannot finish (a reader that never reads) holds
// the drain 5 s at most: then it is closed and the server exits 0 within 8 s, inside the 10 s Cloud
// Run allows. The drain itself: shutdown-drain.test.mjs.
import assert from 'node:assert/strict';
import { APPS } from '../scripts/apps.mjs';
import { configure, startApp } from '../scripts/servers.mjs';
import { test } from './fixtures.mjs';
import { freePorts } from './harness.mjs';
import { rawConnection, sleep } from './shutdownStubs.mjs';

test.describe('graceful shutdown of the shell server', () => {
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
