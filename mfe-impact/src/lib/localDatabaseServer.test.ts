/** @jest-environment node */
// The local realtime database server itself (dev-tools/database/localDatabase.cjs, holding this
// remote's record under its rules): what it adds to firebase-server for `npm start` and the tests.
import { execFileSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, onValue, ref } from 'firebase/database';
import rules from '../../database.rules.json';
import { createImpactDatabase } from './firebaseImpactDatabase';
import { DEFAULT_COUNT } from './impactFigures';
import {
  SEEDED_COUNT,
  settingsFor,
  startLocalDatabase,
  startTestDatabase,
  trackerRecord,
  uniqueAppName,
  type LocalDatabase,
} from '../test/localDatabase';

jest.setTimeout(15_000);

const eventually = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};

/** The rules' own pattern for lastUpdate, taken from database.rules.json. */
const LAST_UPDATE = (() => {
  const rule = rules.rules.impactTracker.lastUpdate['.validate'];
  const source = /matches\(\/(.*)\/\)$/.exec(rule)?.[1];
  if (!source) throw new Error(`no pattern in ${rule}`);
  return new RegExp(source);
})();

it("seeds impactTracker with the app's default count and a lastUpdate the rules accept, and nothing else", async () => {
  expect(SEEDED_COUNT).toBe(DEFAULT_COUNT);
  const server = await startTestDatabase();
  try {
    const seeded = (await server.getValue()) as { impactTracker: { count: number; lastUpdate: string } };
    expect(seeded).toEqual({ impactTracker: { count: DEFAULT_COUNT, lastUpdate: expect.any(String) } });
    expect(seeded.impactTracker.lastUpdate).toMatch(LAST_UPDATE);
  } finally {
    await server.stop();
  }
});

describe('trackerRecord.cjs, the record an administrator writes at deploy or to reset the counter', () => {
  const cli = path.join(__dirname, '../../server/trackerRecord.cjs');
  const run = (...args: string[]) =>
    execFileSync(process.execPath, [cli, ...args], { encoding: 'utf8', stdio: 'pipe' });

  it('prints the seed record as JSON on one line, for firebase database:set', () => {
    const before = Date.now();
    const printed = run();
    expect(printed).toMatch(/^\{.*\}\n$/);
    const record = JSON.parse(printed);
    expect(record).toEqual({ count: DEFAULT_COUNT, lastUpdate: expect.stringMatching(LAST_UPDATE) });
    expect(Date.parse(record.lastUpdate)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('prints a chosen count to reset the counter to', () => {
    expect(JSON.parse(run('--count', '400.25')).count).toBe(400.25);
    expect(JSON.parse(run('--count=0')).count).toBe(0);
  });

  it('refuses a count that is not a plain number >= 0, printing nothing on stdout', () => {
    for (const bad of [
      ['--count', 'abc'],
      ['--count', '-1'],
      ['--count', ''],
      ['--count'],
      ['--count=1e9'],
      ['--count', 'Infinity'],
    ]) {
      let failure: { status?: number; stdout?: string } = {};
      try {
        run(...bad);
      } catch (error) {
        failure = error as typeof failure;
      }
      expect(failure.status).toBe(2);
      expect(failure.stdout).toBe('');
    }
  });

  it('is the same record the stand-in seeds', () => {
    const now = new Date('2028-02-29T23:59:59.999Z');
    expect(trackerRecord(DEFAULT_COUNT, now)).toEqual({ count: DEFAULT_COUNT, lastUpdate: '2028-02-29T23:59:59.999Z' });
    expect(() => trackerRecord(Number.NaN)).toThrow(RangeError);
  });
});

it("can pin its clock, and then tells clients that time in its handshake (the SDK's server time offset)", async () => {
  const server = await startTestDatabase();
  const pinned = Date.UTC(2030, 0, 1);
  server.setClock(pinned);
  const app = initializeApp(settingsFor(server).app, uniqueAppName());
  const db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', server.port);
  try {
    const offset = await new Promise<number>((resolve) => {
      const stop = onValue(ref(db, '.info/serverTimeOffset'), (snapshot) => {
        if (snapshot.val() === 0) return; // the SDK's value before the handshake
        queueMicrotask(() => stop());
        resolve(snapshot.val());
      });
    });
    expect(Math.abs(Date.now() + offset - pinned)).toBeLessThan(2000);
  } finally {
    await deleteApp(app);
    await server.stop();
  }
});

it('rejects with code EADDRINUSE when its port is taken', async () => {
  const taken = createServer();
  await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
  const port = (taken.address() as { port: number }).port;
  try {
    await expect(startLocalDatabase({ port })).rejects.toMatchObject({ code: 'EADDRINUSE' });
  } finally {
    taken.close();
  }
});

it('answers a plain HTTP request, and stops (twice) without complaint', async () => {
  const server = await startTestDatabase();
  const response = await fetch(`http://127.0.0.1:${server.port}/`);
  expect(response.status).toBe(200);
  await response.text();
  await server.stop();
  await server.stop();
});

it("drops a client's listeners when it unsubscribes or goes away", async () => {
  const server = await startTestDatabase();
  const settings = settingsFor(server);
  const app = initializeApp(settings.app, uniqueAppName());
  const db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', server.port);
  try {
    const stop = onValue(ref(db, 'impactTracker/count'), () => {});
    await eventually(() => server.listenerCount() === 1);
    stop();
    await eventually(() => server.listenerCount() === 0);

    onValue(ref(db, 'impactTracker/count'), () => {});
    await eventually(() => server.listenerCount() === 1);
  } finally {
    await deleteApp(app);
  }
  await eventually(() => server.listenerCount() === 0);
  await server.stop();
});

// A client that speaks the wire protocol by hand, as a crafted script (or another web page) would.
interface RawSocket {
  on(event: 'open' | 'close', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'unexpected-response', listener: (req: unknown, res: { statusCode?: number }) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  send(data: string): void;
  close(): void;
  terminate(): void;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { WebSocket } = require('ws') as {
  WebSocket: new (url: string, options?: { headers?: Record<string, string>; origin?: string }) => RawSocket;
};
type Frame = { t: string; d: { t?: string; r?: number; d?: unknown; b?: { s?: string; d?: unknown } } };

/** Opens a raw connection; resolves once open (with what arrives), rejects with the refusal's status. */
function rawClient(port: number, { host, origin }: { host?: string; origin?: string } = {}) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/.ws?v=5&ns=local-upvc`, {
    ...(host ? { headers: { host } } : {}),
    ...(origin ? { origin } : {}),
  });
  const frames: Frame[] = [];
  let closed = false;
  socket.on('message', (data) => {
    const parsed = JSON.parse(data.toString()) as Frame | number;
    if (typeof parsed === 'object') frames.push(parsed);
  });
  socket.on('close', () => (closed = true));
  return new Promise<{
    frames: Frame[];
    send(message: unknown): void;
    isClosed(): boolean;
    close(): void;
    reply(r: number): Promise<Frame>;
  }>((resolve, reject) => {
    socket.on('unexpected-response', (_req, res) => {
      reject(Object.assign(new Error(`refused with ${res.statusCode}`), { status: res.statusCode }));
      // With this listener ws leaves the refused request open; it would outlive the test.
      socket.terminate();
    });
    socket.on('error', reject);
    socket.on('open', () =>
      resolve({
        frames,
        send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
        isClosed: () => closed,
        close: () => socket.terminate(),
        async reply(r) {
          await eventually(() => frames.some((f) => f.t === 'd' && f.d.r === r));
          return frames.find((f) => f.t === 'd' && f.d.r === r) as Frame;
        },
      }),
    );
  });
}

/** An HTTP GET with the headers fetch() will not let a test set (Host). */
function rawGet(port: number, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe("only this machine's requests", () => {
  let server: LocalDatabase;
  beforeAll(async () => {
    server = await startTestDatabase();
  });
  afterAll(() => server.stop());

  it("refuses HTTP addressed to another name or port (DNS rebinding) or from another site's page, with 403", async () => {
    expect(await rawGet(server.port, { host: `attacker.example:${server.port}` })).toBe(403);
    expect(await rawGet(server.port, { host: `localhost:${server.port + 1}` })).toBe(403);
    expect(await rawGet(server.port, { host: `localhost:${server.port}`, origin: 'https://attacker.example' })).toBe(
      403,
    );
    expect(await rawGet(server.port, { host: `localhost:${server.port}`, origin: 'http://localhost:3000' })).toBe(200);
    expect(await rawGet(server.port, { host: `127.0.0.1:${server.port}` })).toBe(200);
  });

  it("refuses a WebSocket from another site's page or to a rebound name before it connects; takes the site's pages", async () => {
    for (const refused of [
      { origin: 'https://attacker.example' },
      { origin: 'null' },
      { origin: 'http://localhost.attacker.example:3000' },
      { host: `attacker.example:${server.port}` },
      { host: `attacker.example:${server.port}`, origin: `http://attacker.example:${server.port}` },
    ]) {
      await expect(rawClient(server.port, refused)).rejects.toMatchObject({ status: 403 });
    }
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:4900', undefined]) {
      const client = await rawClient(server.port, { origin });
      await eventually(() => client.frames.some((f) => f.t === 'c' && f.d.t === 'h'));
      client.close();
    }
  });

  it('takes only the pages allowedOrigins lists, when given', async () => {
    const narrowed = await startLocalDatabase({ port: 0, allowedOrigins: ['http://localhost:3000'] });
    try {
      (await rawClient(narrowed.port, { origin: 'http://localhost:3000' })).close();
      await expect(rawClient(narrowed.port, { origin: 'http://localhost:3003' })).rejects.toMatchObject({
        status: 403,
      });
    } finally {
      await narrowed.stop();
    }
  });
});

describe('a bad path or message from a client', () => {
  let server: LocalDatabase;
  beforeAll(async () => {
    server = await startTestDatabase();
  });
  afterAll(() => server.stop());

  it('is answered with an error to that client, and the server goes on serving everyone', async () => {
    const client = await rawClient(server.port);
    const before = await server.getValue();
    let r = 100;
    const requests: unknown[] = [];
    for (const bad of ['a.b', 'a#b', 'a$b', 'a[0]', 'a]', 'impactTracker/count\u0001', '.info/connected']) {
      requests.push(
        { t: 'd', d: { r: ++r, a: 'q', b: { p: `/${bad}`, h: '' } } },
        { t: 'd', d: { r: ++r, a: 'g', b: { p: `/${bad}`, q: {} } } },
        { t: 'd', d: { r: ++r, a: 'n', b: { p: `/${bad}` } } },
        { t: 'd', d: { r: ++r, a: 'p', b: { p: `/${bad}`, d: 1 } } },
        { t: 'd', d: { r: ++r, a: 'm', b: { p: '/', d: { [bad]: 1 } } } },
        { t: 'd', d: { r: ++r, a: 'p', b: { p: '/impactTracker', d: { count: 1, nested: { [bad]: 1 } } } } },
      );
    }
    for (const message of requests) client.send(message);
    for (let id = 101; id <= r; id++) {
      const answer = await client.reply(id);
      expect(answer.d.b).toEqual({ s: 'invalid_path', d: expect.stringMatching(/^invalid (path|key) /) });
    }
    expect(await server.getValue()).toEqual(before);

    // Malformed messages: no request body, a path that is no string, an update that is no object.
    client.send({ t: 'd', d: { r: 200, a: 'q' } });
    client.send({ t: 'd', d: { r: 201, a: 'q', b: { p: 5 } } });
    client.send({ t: 'd', d: { r: 202, a: 'm', b: { p: '/', d: 7 } } });
    client.send({
      t: 'd',
      d: { r: 203, a: 'p', b: { p: '/x', d: JSON.parse(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`) } },
    });
    expect((await client.reply(200)).d.b?.s).toBe('invalid_request');
    expect((await client.reply(201)).d.b?.s).toBe('invalid_path');
    expect((await client.reply(202)).d.b?.s).toBe('invalid_path');
    expect((await client.reply(203)).d.b?.d).toMatch(/deeper than 32/);
    // With no request id the client gets the protocol's error message instead.
    client.send({ t: 'd' });
    await eventually(() => client.frames.some((f) => f.t === 'c' && f.d.t === 'e'));
    // A message in two frames is checked whole: a bad one refused, a good one served.
    client.send('{"t": "d", ');
    client.send('"d": {"r": 300, "a": "q", "b": {"p": "/a.b", "h": ""}}}');
    expect((await client.reply(300)).d.b?.s).toBe('invalid_path');
    client.send('{"t": "d", ');
    client.send('"d": {"r": 301, "a": "q", "b": {"p": "/impactTracker/count", "h": ""}}}');
    expect((await client.reply(301)).d.b?.s).toBe('ok');
    client.close();

    // Another visitor still reads and follows the counter through the real SDK.
    const app = initializeApp(settingsFor(server).app, uniqueAppName());
    const db = getDatabase(app);
    connectDatabaseEmulator(db, '127.0.0.1', server.port);
    try {
      const count = await new Promise((resolve) => {
        const stop = onValue(ref(db, 'impactTracker/count'), (snapshot) => {
          queueMicrotask(() => stop());
          resolve(snapshot.val());
        });
      });
      expect(count).toBe(DEFAULT_COUNT);
    } finally {
      await deleteApp(app);
    }
  });

  it('accepts what the SDK itself sends with dots: .priority, .sv, .value', async () => {
    const open = await startLocalDatabase({ port: 0, data: null, rules: false } as never);
    try {
      const client = await rawClient(open.port);
      client.send({ t: 'd', d: { r: 1, a: 'p', b: { p: '/a', d: { '.value': 1, '.priority': 2 } } } });
      client.send({ t: 'd', d: { r: 2, a: 'm', b: { p: '/', d: { 'b/c': { '.sv': 'timestamp' } } } } });
      client.send({ t: 'd', d: { r: 3, a: 'p', b: { p: '/a/.priority', d: 5 } } });
      for (const r of [1, 2, 3]) expect((await client.reply(r)).d.b?.s).toBe('ok');
      expect(await open.getValue('b/c')).toEqual(expect.any(Number));
      client.close();
    } finally {
      await open.stop();
    }
  });

  it('closes a client that sends an oversized frame or an endless message, and nothing else', async () => {
    const big = await rawClient(server.port);
    big.send('x'.repeat(300 * 1024));
    await eventually(() => big.isClosed());
    const endless = await rawClient(server.port);
    for (let i = 0; i < 80; i++) endless.send(`{"t": "d", "d": "${'x'.repeat(16 * 1024)}`);
    await eventually(() => endless.isClosed());
    const fine = await rawClient(server.port);
    fine.send({ t: 'd', d: { r: 1, a: 'g', b: { p: '/impactTracker/count' } } });
    expect((await fine.reply(1)).d.b).toEqual({ s: 'ok', d: DEFAULT_COUNT });
    fine.close();
  });
});

describe('handing out a shard host, as the real database does', () => {
  it('names the shard host in the handshake and sends a client that came by another name there at once', async () => {
    const server = await startLocalDatabase({ port: 0, shardHost: 'localhost' });
    try {
      expect(server.shardHost).toBe(`localhost:${server.port}`);
      const direct = await rawClient(server.port);
      await eventually(() => direct.frames.length >= 2);
      expect(direct.frames.slice(0, 2)).toEqual([
        { t: 'c', d: { t: 'h', d: expect.objectContaining({ v: '5', h: `localhost:${server.port}` }) } },
        { t: 'c', d: { t: 'r', d: `localhost:${server.port}` } },
      ]);
      direct.close();
      const onShard = await rawClient(server.port, { host: `localhost:${server.port}` });
      await eventually(() => onShard.frames.length >= 1);
      await new Promise((r) => setTimeout(r, 100));
      expect(onShard.frames).toEqual([
        { t: 'c', d: { t: 'h', d: expect.objectContaining({ h: `localhost:${server.port}` }) } },
      ]);
      onShard.close();
    } finally {
      await server.stop();
    }
  });

  it("the app's database module follows it: reads and writes over the shard host", async () => {
    const server = await startLocalDatabase({ port: 0, shardHost: `localhost:0` }).catch((error: Error) => error);
    expect(server).toBeInstanceOf(Error); // the port must be this server's own
    const sharded = await startLocalDatabase({ port: 0, shardHost: 'localhost' });
    const hosts: (string | undefined)[] = [];
    sharded.server.wss.on('connection', (_ws, req) => hosts.push(req.headers.host));
    const db = createImpactDatabase(settingsFor(sharded), uniqueAppName());
    try {
      await expect(db.readCount()).resolves.toBe(DEFAULT_COUNT);
      await expect(db.writeTracker(345.2069)).resolves.toBe('written');
      expect(await sharded.getValue('impactTracker/count')).toBe(345.2069);
      expect(hosts[0]).toBe(`127.0.0.1:${sharded.port}`);
      expect(hosts.at(-1)).toBe(`localhost:${sharded.port}`);
    } finally {
      await db.close();
      await sharded.stop();
    }
  });

  it('refuses a shard host that is not this server under a loopback name', async () => {
    await expect(startLocalDatabase({ port: 0, shardHost: 'db.example.com' })).rejects.toThrow(
      /loopback name of this server/,
    );
    await expect(startLocalDatabase({ port: 0, shardHost: 'localhost:1' })).rejects.toThrow(
      /loopback name of this server/,
    );
  });
});

describe("the REST API the shell's server shares its canaries and field figures through", () => {
  const call = (db: LocalDatabase, p: string, init: RequestInit & { token?: string } = {}) =>
    fetch(`http://127.0.0.1:${db.port}/${p}.json?auth=${init.token ?? 'local-stand-in'}`, init);

  // What the rules let the server's identity and no one else do there: serverDatabaseRules.test.ts.
  it("reads and writes under server/ with the server's token, under the rules", async () => {
    const db = await startTestDatabase();
    try {
      const put = await call(db, 'server/canary/catalogue/abcdef/instances/one', {
        method: 'PUT',
        body: JSON.stringify({ canary: { views: 2, errors: 1 } }),
      });
      expect(put.status).toBe(200);
      expect(await (await call(db, 'server/canary/catalogue/abcdef')).json()).toEqual({
        instances: { one: { canary: { views: 2, errors: 1 } } },
      });
      expect(await db.getValue('server/canary/catalogue/abcdef/instances/one/canary/views')).toBe(2);
      // With another token, or outside the server's paths, or from a web page: refused.
      expect((await call(db, 'server/canary', { token: 'guess' })).status).toBe(401);
      const tracker = await db.getValue('impactTracker');
      expect((await call(db, 'impactTracker', { method: 'PUT', body: '{}' })).status).toBe(401);
      expect(await db.getValue('impactTracker')).toEqual(tracker);
      const fromPage = await call(db, 'server/canary', { headers: { origin: 'http://localhost:3000' } });
      expect(await fromPage.text()).not.toContain('catalogue');
      // A key Firebase refuses is refused here too.
      const bad = await call(db, 'server/x', { method: 'PUT', body: JSON.stringify({ 'a.b': 1 }) });
      expect(bad.status).toBe(400);
    } finally {
      await db.stop();
    }
  });
});
