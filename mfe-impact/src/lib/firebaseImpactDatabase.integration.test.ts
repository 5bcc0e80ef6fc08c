/** @jest-environment node */
// The app's database module with the real Firebase SDK against the real local server: the three
// calls of SPEC section 7 (get, onValue, set), and the connection state that gates writes.
import { createImpactDatabase } from './firebaseImpactDatabase';
import { nextCount } from './impactFigures';
import { settingsFor, startTestDatabase, uniqueAppName, type LocalDatabase } from '../test/localDatabase';

jest.setTimeout(15_000);

const open = (server: LocalDatabase) => createImpactDatabase(settingsFor(server), uniqueAppName());
/** The first value a subscription delivers that `accept`s, then unsubscribes. */
const untilValue = <T>(subscribe: (next: (value: T) => void) => () => void, accept: (value: T) => boolean) =>
  new Promise<T>((resolve) => {
    let found = false;
    const stop: () => void = subscribe((value) => {
      if (found || !accept(value)) return;
      found = true;
      resolve(value);
      // The SDK may call back synchronously, before `stop` exists.
      queueMicrotask(() => stop());
    });
  });

describe('against the seeded server (as npm start runs it)', () => {
  let server: LocalDatabase;
  let db: ReturnType<typeof open>;
  beforeAll(async () => {
    server = await startTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
    await server.stop();
  });

  it('reads impactTracker/count once with get()', async () => {
    db = open(server);
    await expect(db.readCount()).resolves.toBe(345.2067);
  });

  it('follows impactTracker/count with onValue and writes impactTracker with set', async () => {
    const seen: number[] = [];
    const stop = db.watchCount(
      (count) => count !== null && seen.push(count),
      (error) => {
        throw error;
      },
    );
    await untilValue<boolean>((done) => db.watchConnection(done), (connected) => connected);
    await new Promise((r) => setTimeout(r, 100));
    expect(seen.at(-1)).toBe(345.2067);

    const record = { count: nextCount(345.2067), lastUpdate: new Date().toISOString() };
    await db.writeTracker(record);
    expect(await server.getValue('impactTracker')).toEqual(record);
    expect(seen.at(-1)).toBe(345.2069);
    stop();
  });

  it('sees another visitor\'s write through the listener', async () => {
    const other = open(server);
    const update = untilValue<number | null>((done) => db.watchCount(done, () => {}), (count) => count === 345.2071);
    await other.writeTracker({ count: 345.2071, lastUpdate: new Date().toISOString() });
    await expect(update).resolves.toBe(345.2071);
    await other.close();
  });
});

describe('against an empty database', () => {
  it('reads null, then the default record can be created', async () => {
    const server = await startTestDatabase(null);
    const db = open(server);
    try {
      await expect(db.readCount()).resolves.toBeNull();
      const record = { count: 345.2067, lastUpdate: new Date().toISOString() };
      await db.writeTracker(record);
      expect(await server.getValue('impactTracker')).toEqual(record);
    } finally {
      await db.close();
      await server.stop();
    }
  });
});

it('reports the connection lost when the server stops', async () => {
  const server = await startTestDatabase();
  const db = open(server);
  try {
    await untilValue<boolean>((done) => db.watchConnection(done), (connected) => connected);
    const lost = untilValue<boolean>((done) => db.watchConnection(done), (connected) => !connected);
    await server.stop();
    await expect(lost).resolves.toBe(false);
  } finally {
    await db.close();
  }
});
