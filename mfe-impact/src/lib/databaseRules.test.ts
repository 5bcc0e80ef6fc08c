/** @jest-environment node */
// mfe-impact/database.rules.json, enforced by the local server, exercised with the real Firebase SDK
// as an anonymous visitor would: the app's own writes pass; vandalism is denied.
import { deleteApp, initializeApp, setLogLevel, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, get, getDatabase, ref, set, type Database } from 'firebase/database';
import { createImpactDatabase } from './firebaseImpactDatabase';
import { DEFAULT_COUNT, nextCount } from './impactFigures';
import { settingsFor, startTestDatabase, uniqueAppName, type LocalDatabase } from '../test/localDatabase';

jest.setTimeout(15_000);
// Every denial is expected here; the SDK would warn about each one.
setLogLevel('error');

let server: LocalDatabase;
let app: FirebaseApp;
let db: Database;
let seeded: { count: number; lastUpdate: string };

/** A visitor's own Firebase client, free to try anything. */
function visitor(to: LocalDatabase) {
  const settings = settingsFor(to);
  const a = initializeApp(settings.app, uniqueAppName());
  const d = getDatabase(a);
  connectDatabaseEmulator(d, '127.0.0.1', to.port);
  return { app: a, db: d };
}

const now = () => new Date().toISOString();
const denied = (attempt: Promise<unknown>) => expect(attempt).rejects.toThrow(/permission.denied/i);

beforeAll(async () => {
  server = await startTestDatabase();
  ({ app, db } = visitor(server));
  seeded = (await server.getValue('impactTracker')) as typeof seeded;
});
afterAll(async () => {
  await deleteApp(app);
  await server.stop();
});

describe('the app\'s own writes pass', () => {
  it('creates the default record on an empty database, then writes a tick every 3 s', async () => {
    const empty = await startTestDatabase(null);
    const site = createImpactDatabase(settingsFor(empty), uniqueAppName());
    try {
      expect(await site.readCount()).toBeNull();
      await site.writeTracker({ count: DEFAULT_COUNT, lastUpdate: now() });
      let count = DEFAULT_COUNT;
      for (let i = 0; i < 5; i++) {
        count = nextCount(count);
        await site.writeTracker({ count, lastUpdate: now() });
      }
      expect(await empty.getValue('impactTracker/count')).toBe(345.2077);
      // Rewriting the same value (two visitors ticking from the same count) is allowed too.
      await site.writeTracker({ count, lastUpdate: now() });
    } finally {
      await site.close();
      await empty.stop();
    }
  });

  it('lets anyone read impactTracker and its count', async () => {
    expect((await get(ref(db, 'impactTracker/count'))).val()).toBe(seeded.count);
    expect((await get(ref(db, 'impactTracker'))).val()).toEqual(seeded);
  });
});

describe('vandalism is denied', () => {
  afterEach(async () => {
    expect(await server.getValue('impactTracker')).toEqual(seeded);
  });

  it('a count of the wrong type', async () => {
    await denied(set(ref(db, 'impactTracker'), { count: '999', lastUpdate: now() }));
    await denied(set(ref(db, 'impactTracker'), { count: true, lastUpdate: now() }));
  });

  it('a lastUpdate that is not an ISO-8601 UTC time', async () => {
    await denied(set(ref(db, 'impactTracker'), { count: seeded.count, lastUpdate: 'yesterday' }));
    await denied(set(ref(db, 'impactTracker'), { count: seeded.count, lastUpdate: '2025-03-01 08:00:00' }));
    await denied(set(ref(db, 'impactTracker'), { count: seeded.count, lastUpdate: '2025-03-01T08:00:00+05:30' }));
    await denied(set(ref(db, 'impactTracker'), { count: seeded.count, lastUpdate: Date.now() }));
  });

  it('a decrease', async () => {
    await denied(set(ref(db, 'impactTracker'), { count: seeded.count - 0.0001, lastUpdate: now() }));
    await denied(set(ref(db, 'impactTracker'), { count: 0, lastUpdate: now() }));
  });

  it('a jump of more than 0.01', async () => {
    await denied(set(ref(db, 'impactTracker'), { count: seeded.count + 0.0101, lastUpdate: now() }));
    await denied(set(ref(db, 'impactTracker'), { count: 1e9, lastUpdate: now() }));
    await denied(set(ref(db, 'impactTracker/count'), seeded.count + 1));
  });

  it('an extra or a missing field', async () => {
    await denied(set(ref(db, 'impactTracker'), { count: nextCount(seeded.count), lastUpdate: now(), message: 'hi' }));
    await denied(set(ref(db, 'impactTracker/message'), 'hi'));
    await denied(set(ref(db, 'impactTracker'), { count: nextCount(seeded.count) }));
  });

  it('a delete, of the record or of one of its fields', async () => {
    await denied(set(ref(db, 'impactTracker'), null));
    await denied(set(ref(db, 'impactTracker/lastUpdate'), null));
    await denied(set(ref(db, 'impactTracker/count'), null));
  });

  it('a write anywhere else, the root included', async () => {
    await denied(set(ref(db, 'spam'), { text: 'buy now' }));
    await denied(set(ref(db), { impactTracker: { count: seeded.count, lastUpdate: now() }, spam: 1 }));
  });

  it('a read anywhere else, the root included', async () => {
    await denied(get(ref(db, 'spam')));
    await denied(get(ref(db)));
  });
});

describe('a new record (none exists yet)', () => {
  it('must start between 0 and 1,000,000', async () => {
    const empty = await startTestDatabase(null);
    const { app: a, db: d } = visitor(empty);
    try {
      await denied(set(ref(d, 'impactTracker'), { count: -1, lastUpdate: now() }));
      await denied(set(ref(d, 'impactTracker'), { count: 1_000_001, lastUpdate: now() }));
      expect(await empty.getValue('impactTracker')).toBeNull();
      await set(ref(d, 'impactTracker'), { count: 0, lastUpdate: now() });
      expect(await empty.getValue('impactTracker/count')).toBe(0);
    } finally {
      await deleteApp(a);
      await empty.stop();
    }
  });
});
