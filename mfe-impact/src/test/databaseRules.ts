// What databaseRules.*.test.ts share: a local database holding the seeded record under
// mfe-impact/database.rules.json, an anonymous visitor's own Firebase client on it, and the
// server's clock pinned (setClock) so that "2 s later" needs no sleeping. What the visitor
// writes there: visitorWrites.ts.
import { deleteApp, initializeApp, setLogLevel } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, type Database } from 'firebase/database';
import { DEFAULT_COUNT } from '../lib/impactFigures';
import { settingsFor, startTestDatabase, uniqueAppName, type LocalDatabase } from './localDatabase';

export const T0 = Date.UTC(2025, 2, 1, 8, 0, 0);
export const SEEDED = { count: DEFAULT_COUNT, lastUpdate: '2025-03-01T07:59:00.000Z' };

// Set afresh by start() before each test; the tests read them through their imports (live bindings).
export let server: LocalDatabase;
export let db: Database;
export let closeVisitor: () => Promise<void>;
export let clock: number;

/** A visitor's own Firebase client, free to try anything. */
function visitor(to: LocalDatabase) {
  const app = initializeApp(settingsFor(to).app, uniqueAppName());
  const d = getDatabase(app);
  connectDatabaseEmulator(d, '127.0.0.1', to.port);
  return { db: d, close: () => deleteApp(app) };
}

/** Moves the server's clock on by `ms`. */
export function later(ms: number) {
  clock += ms;
  server.setClock(clock);
}

export async function start(data: object | null = { impactTracker: SEEDED }) {
  server = await startTestDatabase(data);
  clock = T0;
  server.setClock(clock);
  const v = visitor(server);
  db = v.db;
  closeVisitor = v.close;
}

/** A fresh database and visitor for each test, the SDK's warnings silenced: every denial is expected. */
export function setUpRulesDatabase() {
  jest.setTimeout(15_000);
  setLogLevel('error');
  beforeEach(() => start());
  afterEach(async () => {
    await closeVisitor();
    await server.stop();
  });
}
