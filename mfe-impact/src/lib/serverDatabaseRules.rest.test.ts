/** @jest-environment node */
// The shell's server's rights in mfe-impact/database.rules.json through the stand-in's REST API, the
// way server/src/http/sharedState.ts talks to the database: its token reaches server/canary and
// server/vitals and nothing else; no token, another one, or the token for another uid reaches neither.
import { LOCAL_SERVER_TOKEN, startLocalDatabase } from '../test/localDatabase';
import {
  COUNTS,
  DECISION,
  ELSEWHERE,
  SEEDED,
  VITALS,
  canRead,
  db,
  replaceDb,
  setUpServerRulesDatabase,
} from '../test/serverRules';

setUpServerRulesDatabase();

describe("through the stand-in's REST API, as server/src/http/sharedState.ts calls it", () => {
  const call = (p: string, init: RequestInit & { token?: string | null } = {}) => {
    const url = new URL(`http://127.0.0.1:${db.port}/${p}.json`);
    const token = init.token === undefined ? LOCAL_SERVER_TOKEN : init.token;
    if (token !== null) url.searchParams.set('auth', token);
    return fetch(url, init);
  };
  const put = (p: string, value: unknown, token?: string | null) =>
    call(p, { method: 'PUT', body: JSON.stringify(value), token });

  it("the server's token reads and writes server/canary and server/vitals", async () => {
    expect((await put('server/canary/catalogue/abcdef/instances/one', COUNTS)).status).toBe(200);
    expect((await put('server/canary/catalogue/abcdef/decision', DECISION)).status).toBe(200);
    expect((await put('server/vitals/one', VITALS)).status).toBe(200);
    const canary = await call('server/canary/catalogue/abcdef');
    expect(canary.status).toBe(200);
    expect(await canary.json()).toEqual({ instances: { one: COUNTS, two: COUNTS }, decision: DECISION });
    expect(await (await call('server/vitals')).json()).toEqual({ one: VITALS, two: VITALS });
    expect(await db.getValue('server/vitals/one')).toEqual(VITALS);
    // The server's writes leave visitors' rights as they were.
    expect((await call('server/vitals', { token: null })).status).toBe(401);
    expect((await call('server/canary/catalogue/abcdef', { token: null })).status).toBe(401);
    expect(canRead(null, 'server/vitals')).toBe(false);
    expect(await (await call('impactTracker', { token: null })).json()).toEqual(SEEDED);
  });

  it("the server's token is refused everywhere else, and nothing changes", async () => {
    const before = await db.getValue();
    for (const p of ['', 'server', 'server/other', 'impactTrackerMeta', 'impactTrackerMeta/lastWrite']) {
      expect([p, (await call(p)).status]).toEqual([p, 401]);
    }
    for (const [p, value] of ELSEWHERE) expect([p, (await put(p, value)).status]).toEqual([p, 401]);
    expect((await put('impactTracker', { count: 0, lastUpdate: SEEDED.lastUpdate })).status).toBe(401);
    expect((await put('impactTracker', null)).status).toBe(401);
    expect(await db.getValue()).toEqual(before);
    // What every visitor may: read the counter.
    expect(await (await call('impactTracker')).json()).toEqual(SEEDED);
  });

  it('no token, or another, is refused on the server paths', async () => {
    const before = await db.getValue();
    for (const token of [null, 'guess', '']) {
      expect((await call('server/canary', { token })).status).toBe(401);
      expect((await call('server/vitals', { token })).status).toBe(401);
      expect((await put('server/vitals/one', VITALS, token)).status).toBe(401);
      expect((await put('server/canary/catalogue/abcdef/decision', DECISION, token)).status).toBe(401);
    }
    expect(await db.getValue()).toEqual(before);
    // A visitor (no token) still reads the counter.
    expect((await call('impactTracker', { token: null })).status).toBe(200);
  });

  it('the same token standing for another uid opens nothing', async () => {
    await db.stop();
    replaceDb(
      await startLocalDatabase({ port: 0, data: { impactTracker: SEEDED }, serverAuth: { uid: 'visitor-1234' } }),
    );
    expect((await call('server/vitals')).status).toBe(401);
    expect((await put('server/vitals/one', VITALS)).status).toBe(401);
    expect(await db.getValue('server')).toBeNull();
  });
});
