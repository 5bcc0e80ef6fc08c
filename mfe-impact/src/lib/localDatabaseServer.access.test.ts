/** @jest-environment node */
// Whom the local database server serves and by which address: a shard host as the real database
// hands out, this machine's pages only, and the REST API for the shell's server's token.
import { createImpactDatabase } from './firebaseImpactDatabase';
import { DEFAULT_COUNT } from './impactFigures';
import { settingsFor, startLocalDatabase, startTestDatabase, uniqueAppName } from '../test/localDatabase';
import type { LocalDatabase } from '../test/localDatabase';
import { eventually, rawClient, rawGet } from '../test/rawClient';

jest.setTimeout(15_000);

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

describe("the REST API the shell's server shares its canaries and field figures through", () => {
  const call = (db: LocalDatabase, p: string, init: RequestInit & { token?: string } = {}) =>
    fetch(`http://127.0.0.1:${db.port}/${p}.json?auth=${init.token ?? 'local-stand-in'}`, init);

  // What the rules let the server's identity and no one else do there: serverDatabaseRules.*.test.ts.
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
