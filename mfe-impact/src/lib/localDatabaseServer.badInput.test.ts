/** @jest-environment node */
// A client's bad paths, malformed messages and oversized frames: refused to it alone, never fatal to
// the local database server, while the SDK's own dotted keys still pass.
import { deleteApp, initializeApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, onValue, ref } from 'firebase/database';
import { DEFAULT_COUNT } from './impactFigures';
import { settingsFor, startLocalDatabase, startTestDatabase, uniqueAppName } from '../test/localDatabase';
import type { LocalDatabase } from '../test/localDatabase';
import { eventually, rawClient } from '../test/rawClient';

jest.setTimeout(15_000);

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
