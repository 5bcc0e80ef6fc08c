// What serverDatabaseRules.*.test.ts share: the shell's server's identity, what its instances write
// under server/, the paths beside them, and a local database holding them under the real rules.
import { setLogLevel } from 'firebase/app';
import { SERVER_UID, startTestDatabase, type LocalDatabase } from './localDatabase';

export const T0 = Date.UTC(2025, 2, 1, 8, 0, 0);
export const SEEDED = { count: 345.2067, lastUpdate: '2025-03-01T07:59:00.000Z' };
/** What an instance writes: its own canary counts, a decision, its field figures. */
export const COUNTS = { canary: { views: 2, errors: 1 }, live: { views: 9, errors: 0 } };
export const DECISION = { outcome: 'rolled-back', reason: '3 errors in 3 canary page views', at: T0 };
export const VITALS = { at: T0, snapshot: '{"catalogue":{}}' };

export const SERVER = { uid: SERVER_UID };
export const identities: [string, object | null][] = [
  ['an anonymous visitor', null],
  ['a signed-in user with another uid', { uid: 'visitor-1234' }],
  ['a uid that differs only in case', { uid: 'Composition-Server' }],
  ['a token claiming to be the server in a custom claim', { uid: 'visitor-1234', server: true, admin: true }],
];

/** The server's own paths, each with what an instance writes there. */
export const OWN: [string, unknown][] = [
  ['server/canary', { catalogue: { abcdef: { instances: { one: COUNTS } } } }],
  ['server/canary/catalogue/abcdef', { instances: { one: COUNTS } }],
  ['server/canary/catalogue/abcdef/instances/one', COUNTS],
  ['server/canary/catalogue/abcdef/decision', DECISION],
  ['server/vitals', { one: VITALS }],
  ['server/vitals/one', VITALS],
  ['server/vitals/one', null],
];
/** Everywhere else, with something to write there. */
export const ELSEWHERE: [string, unknown][] = [
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

// Set afresh before each test; the tests read it through their imports (a live binding).
export let db: LocalDatabase;
/** For a test that restarts the database its own way (stopping the one it had first). */
export const replaceDb = (next: LocalDatabase) => {
  db = next;
};
export const as = (auth: object | null) => db.server.targaryen.as(auth);
export const canRead = (auth: object | null, p: string) => as(auth).read(p).allowed;
export const canWrite = (auth: object | null, p: string, value: unknown) => as(auth).write(p, value, T0).allowed;

/** A fresh database for each test, holding the record, the server's figures and its clock at T0. */
export function setUpServerRulesDatabase() {
  jest.setTimeout(15_000);
  setLogLevel('error');
  beforeEach(async () => {
    db = await startTestDatabase({
      impactTracker: SEEDED,
      impactTrackerMeta: { lastWrite: T0 - 5000 },
      server: { canary: { catalogue: { abcdef: { instances: { two: COUNTS } } } }, vitals: { two: VITALS } },
    });
    db.setClock(T0);
  });
  afterEach(() => db.stop());
}
