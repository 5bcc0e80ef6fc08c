/** @jest-environment node */
// The shell's server in mfe-impact/database.rules.json (issue 40, point 7): it is no administrator
// of the database but a user of its own, uid `composition-server` (DEPLOY.md, "The shell's server's
// database identity"), and the rules let that identity read and write `server/canary` and
// `server/vitals`, where its instances share canaries and field figures (releases/src/canary/board.ts,
// sharedVitals.ts), and nothing a visitor may not. Proved twice with the real rules file: by the
// rules engine the local database runs (firebase-server's targaryen), for each identity and path;
// and through the stand-in's REST API, the way server/src/http/sharedState.ts talks to the database.
import { setLogLevel } from 'firebase/app';
import rules from '../../database.rules.json';
import {
  LOCAL_SERVER_TOKEN,
  SERVER_UID,
  startLocalDatabase,
  startTestDatabase,
  type LocalDatabase,
} from '../test/localDatabase';

jest.setTimeout(15_000);
setLogLevel('error');

const T0 = Date.UTC(2025, 2, 1, 8, 0, 0);
const SEEDED = { count: 345.2067, lastUpdate: '2025-03-01T07:59:00.000Z' };
/** What an instance writes: its own canary counts, a decision, its field figures. */
const COUNTS = { canary: { views: 2, errors: 1 }, live: { views: 9, errors: 0 } };
const DECISION = { outcome: 'rolled-back', reason: '3 errors in 3 canary page views', at: T0 };
const VITALS = { at: T0, snapshot: '{"catalogue":{}}' };

const SERVER = { uid: SERVER_UID };
const identities: [string, object | null][] = [
  ['an anonymous visitor', null],
  ['a signed-in user with another uid', { uid: 'visitor-1234' }],
  ['a uid that differs only in case', { uid: 'Composition-Server' }],
  ['a token claiming to be the server in a custom claim', { uid: 'visitor-1234', server: true, admin: true }],
];

/** The server's own paths, each with what an instance writes there. */
const OWN: [string, unknown][] = [
  ['server/canary', { catalogue: { abcdef: { instances: { one: COUNTS } } } }],
  ['server/canary/catalogue/abcdef', { instances: { one: COUNTS } }],
  ['server/canary/catalogue/abcdef/instances/one', COUNTS],
  ['server/canary/catalogue/abcdef/decision', DECISION],
  ['server/vitals', { one: VITALS }],
  ['server/vitals/one', VITALS],
  ['server/vitals/one', null],
];
/** Everywhere else, with something to write there. */
const ELSEWHERE: [string, unknown][] = [
  ['', { impactTracker: SEEDED }],
  ['server', { canary: {}, vitals: {} }],
  ['server/other', { anything: 1 }],
  ['server/canaryx', 1],
  ['impactTrackerMeta', { lastWrite: T0 }],
  ['impactTrackerMeta/lastWrite', T0],
  ['impactTrackerMeta/note', 'hi'],
  ['users/visitor-1234', { name: 'x' }],
  ['canary/catalogue/abcdef/decision', DECISION],
  ['vitals/one', VITALS],
];

let db: LocalDatabase;
const as = (auth: object | null) => db.server.targaryen.as(auth);
const canRead = (auth: object | null, p: string) => as(auth).read(p).allowed;
const canWrite = (auth: object | null, p: string, value: unknown) => as(auth).write(p, value, T0).allowed;

beforeEach(async () => {
  db = await startTestDatabase({
    impactTracker: SEEDED,
    impactTrackerMeta: { lastWrite: T0 - 5000 },
    server: { canary: { catalogue: { abcdef: { instances: { two: COUNTS } } } }, vitals: { two: VITALS } },
  });
  db.setClock(T0);
});
afterEach(() => db.stop());

describe('the rules file', () => {
  it('grants reads and writes only at impactTracker, impactTrackerMeta/lastWrite and the two server paths', () => {
    const granted: Record<string, unknown> = {};
    const walk = (node: Record<string, unknown>, at: string) => {
      for (const [key, child] of Object.entries(node)) {
        if (key === '.read' || key === '.write') granted[`${at || '/'} ${key}`] = child;
        else if (!key.startsWith('.') && typeof child === 'object' && child)
          walk(child as Record<string, unknown>, `${at}/${key}`);
      }
    };
    walk(rules.rules, '');
    expect(Object.keys(granted)).toEqual([
      '/ .read',
      '/ .write',
      '/impactTracker .read',
      '/impactTracker .write',
      '/server/canary .read',
      '/server/canary .write',
      '/server/vitals .read',
      '/server/vitals .write',
      '/impactTrackerMeta/lastWrite .write',
    ]);
    expect([granted['/ .read'], granted['/ .write']]).toEqual([false, false]);
    const serverOnly = `auth != null && auth.uid === '${SERVER_UID}'`;
    for (const key of Object.keys(granted).filter((k) => k.startsWith('/server/'))) {
      expect([key, granted[key]]).toEqual([key, serverOnly]);
    }
  });
});

describe("the server's identity", () => {
  it.each(OWN)('reads and writes its own path %s', (p, value) => {
    expect(canRead(SERVER, p)).toBe(true);
    expect(canWrite(SERVER, p, value)).toBe(true);
  });

  it.each(ELSEWHERE)('neither reads nor writes %p', (p, value) => {
    expect(canRead(SERVER, p)).toBe(false);
    expect(canWrite(SERVER, p, value)).toBe(false);
    expect(canWrite(SERVER, p, null)).toBe(false);
  });

  it('gets nothing of the impact counter a visitor does not: the same reads, the same writes', () => {
    const tick = { count: 345.2069, lastUpdate: new Date(T0).toISOString() };
    const cases: [string, string, unknown][] = [
      ['read', 'impactTracker', undefined],
      ['read', 'impactTracker/count', undefined],
      ['read', 'impactTrackerMeta/lastWrite', undefined],
      ['write', 'impactTracker', { count: 1e9, lastUpdate: tick.lastUpdate }],
      ['write', 'impactTracker', tick],
      ['write', 'impactTracker', null],
      ['write', 'impactTracker/count', 0],
      ['write', 'impactTrackerMeta/lastWrite', T0],
      ['update', '', { impactTracker: tick, 'impactTrackerMeta/lastWrite': T0 }],
    ];
    const allowed = (auth: object | null, what: string, p: string, value: unknown) =>
      what === 'read'
        ? canRead(auth, p)
        : what === 'write'
          ? canWrite(auth, p, value)
          : as(auth).update(p, value as object, T0).allowed;
    const rights = (auth: object | null) =>
      cases.map(([what, p, value]) => `${what} ${p}: ${allowed(auth, what, p, value)}`);
    expect(rights(SERVER)).toEqual(rights(null));
    // And those are the visitor's rights: reading the record, never resetting, deleting or inflating it.
    expect(rights(null)).toEqual([
      'read impactTracker: true',
      'read impactTracker/count: true',
      'read impactTrackerMeta/lastWrite: false',
      'write impactTracker: false',
      'write impactTracker: false',
      'write impactTracker: false',
      'write impactTracker/count: false',
      'write impactTrackerMeta/lastWrite: false',
      // The app's own tick: the record and the server's time beside it.
      'update : true',
    ]);
  });
});

describe.each(identities)("%s and the server's paths", (_, auth) => {
  it.each(OWN)('can neither read nor write %s', (p, value) => {
    expect(canRead(auth, p)).toBe(false);
    expect(canWrite(auth, p, value)).toBe(false);
  });

  it('can read only the counter, as before', () => {
    expect(canRead(auth, 'impactTracker')).toBe(true);
    for (const [p] of ELSEWHERE) expect(canRead(auth, p)).toBe(false);
  });
});

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
    db = await startLocalDatabase({ port: 0, data: { impactTracker: SEEDED }, serverAuth: { uid: 'visitor-1234' } });
    expect((await call('server/vitals')).status).toBe(401);
    expect((await put('server/vitals/one', VITALS)).status).toBe(401);
    expect(await db.getValue('server')).toBeNull();
  });
});
