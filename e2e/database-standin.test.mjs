import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { WebSocket } from 'ws';
import { start as startDatabase } from '@ecopanel/dev-tools/standins/database';
import { impactDatabase } from '../scripts/standins.mjs';

// The database stand-in as `npm start` and the e2e harness run it (dev-tools/standins/database.mjs):
// what its environment variables do. The server itself is tested in mfe-impact (npx jest mfe-impact).

/** The stand-in as the site starts it: holding the impact's record, under its rules. */
const start = (options) => startDatabase({ database: impactDatabase, ...options });

/** A port nothing listens on now (the stand-in takes its port from FIREBASE_EMULATOR_HOST, never 0). */
async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The first frames a raw client gets (the handshake, and a redirect if any), or the refusal's status. */
function firstFrames(port, { host, origin } = {}) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/.ws?v=5&ns=local-upvc`, {
      headers: host ? { host } : {},
      origin,
    });
    const frames = [];
    socket.on('message', (data) => {
      const parsed = JSON.parse(data.toString());
      if (typeof parsed === 'object') frames.push(parsed);
    });
    socket.on('open', () => setTimeout(() => (socket.terminate(), resolve(frames)), 200));
    socket.on('unexpected-response', (_req, res) => {
      socket.terminate();
      resolve({ refused: res.statusCode });
    });
    socket.on('error', reject);
  });
}

test.describe('database stand-in (dev-tools/standins/database.mjs)', () => {
  test('names itself in its handshake by default', async () => {
    const port = await freePort();
    const db = await start({ env: { FIREBASE_EMULATOR_HOST: `127.0.0.1:${port}` }, log: () => {} });
    try {
      const frames = await firstFrames(port);
      assert.equal(frames.length, 1);
      assert.equal(frames[0].d.t, 'h');
      assert.equal(frames[0].d.d.h, `127.0.0.1:${port}`);
    } finally {
      await db.stop();
    }
  });

  test('hands out FIREBASE_STANDIN_SHARD_HOST and redirects clients there, saying so at start', async () => {
    const port = await freePort();
    const logs = [];
    const db = await start({
      env: { FIREBASE_EMULATOR_HOST: `127.0.0.1:${port}`, FIREBASE_STANDIN_SHARD_HOST: `localhost:${port}` },
      log: (line) => logs.push(line),
    });
    try {
      assert.match(logs.join('\n'), new RegExp(`shard host localhost:${port}`));
      const frames = await firstFrames(port);
      assert.deepEqual(
        frames.map((f) => f.d.t),
        ['h', 'r'],
      );
      assert.equal(frames[0].d.d.h, `localhost:${port}`);
      assert.equal(frames[1].d.d, `localhost:${port}`);
      assert.deepEqual(
        (await firstFrames(port, { host: `localhost:${port}` })).map((f) => f.d.t),
        ['h'],
        'no redirect on the shard host',
      );
    } finally {
      await db.stop();
    }
  });

  test('FIREBASE_STANDIN_PUBLIC_PORT: answers a Host with that port too, and hands out its shard host with it', async () => {
    // The e2e suite's own stand-in on a free port, reached through its proxy as 127.0.0.1:3011.
    const port = await freePort();
    const db = await start({
      env: {
        FIREBASE_EMULATOR_HOST: `127.0.0.1:${port}`,
        FIREBASE_STANDIN_PUBLIC_PORT: '3011',
        FIREBASE_STANDIN_SHARD_HOST: 'localhost:3011',
      },
      log: () => {},
    });
    try {
      const direct = await firstFrames(port, { host: '127.0.0.1:3011' });
      assert.deepEqual(
        direct.map((f) => f.d.t),
        ['h', 'r'],
      );
      assert.equal(direct[1].d.d, 'localhost:3011', 'sent to the shard host by the name its pages know');
      assert.deepEqual(
        (await firstFrames(port, { host: 'localhost:3011' })).map((f) => f.d.t),
        ['h'],
      );
      assert.equal((await firstFrames(port, { host: `127.0.0.1:${port}` })).length >= 1, true, 'and its own port');
      assert.deepEqual(await firstFrames(port, { host: '127.0.0.1:3012' }), { refused: 403 }, 'no other port');
    } finally {
      await db.stop();
    }
  });

  test('refuses to start with a shard host that is not itself', async () => {
    const port = await freePort();
    for (const shard of ['s-apse1a-nss-1.asia-southeast1.firebasedatabase.app', `localhost:${port + 1}`]) {
      await assert.rejects(
        start({
          env: { FIREBASE_EMULATOR_HOST: `127.0.0.1:${port}`, FIREBASE_STANDIN_SHARD_HOST: shard },
          log: () => {},
        }),
        /loopback name of this server/,
      );
    }
    // Nothing was left listening on the port.
    const db = await start({ env: { FIREBASE_EMULATOR_HOST: `127.0.0.1:${port}` }, log: () => {} });
    await db.stop();
  });

  test('takes only local pages, or those STANDIN_ALLOWED_ORIGINS lists', async () => {
    const port = await freePort();
    let db = await start({ env: { FIREBASE_EMULATOR_HOST: `127.0.0.1:${port}` }, log: () => {} });
    try {
      assert.deepEqual(await firstFrames(port, { origin: 'https://attacker.example' }), { refused: 403 });
      assert.deepEqual(await firstFrames(port, { host: `attacker.example:${port}` }), { refused: 403 });
      assert.equal((await firstFrames(port, { origin: 'http://localhost:3003' })).length, 1);
    } finally {
      await db.stop();
    }
    db = await start({
      env: { FIREBASE_EMULATOR_HOST: `127.0.0.1:${port}`, STANDIN_ALLOWED_ORIGINS: 'http://localhost:3000' },
      log: () => {},
    });
    try {
      assert.deepEqual(await firstFrames(port, { origin: 'http://localhost:3003' }), { refused: 403 });
      assert.equal((await firstFrames(port, { origin: 'http://localhost:3000' })).length, 1);
    } finally {
      await db.stop();
    }
  });
});
