/** @jest-environment node */
// The shell's server's identity in mfe-impact/database.rules.json (issue 40, point 7), by the rules
// engine the local database runs (firebase-server's targaryen), for each identity and path: uid
// `composition-server` (DEPLOY.md, "The shell's server's database identity") reads and writes
// `server/canary` and `server/vitals` (releases/src/canary/board.ts, sharedVitals.ts) and nothing a
// visitor may not; no one else reaches those. (The same through the REST API: serverDatabaseRules.rest.test.ts.)
import rules from '../../database.rules.json';
import { SERVER_UID } from '../test/localDatabase';
import {
  ELSEWHERE,
  OWN,
  SERVER,
  T0,
  as,
  canRead,
  canWrite,
  identities,
  setUpServerRulesDatabase,
} from '../test/serverRules';

setUpServerRulesDatabase();

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
