/** @jest-environment node */
// The app's database module with the real Firebase SDK against the real local server: the three
// calls of SPEC section 7 (get, onValue, and the write of impactTracker), what a write the rules
// refuse looks like, and the connection state that gates writes.
import { setLogLevel } from 'firebase/app';
import { createImpactDatabase, LAST_WRITE } from './firebaseImpactDatabase';
import { nextCount } from './impactFigures';
import { settingsFor, startTestDatabase, uniqueAppName, type LocalDatabase } from '../test/localDatabase';

jest.setTimeout(15_000);
// The refused writes below are meant; the SDK would warn about each.
setLogLevel('error');

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

  it("follows impactTracker/count with onValue and writes impactTracker with the server's time beside it", async () => {
    const seen: number[] = [];
    const stop = db.watchCount(
      (count) => count !== null && seen.push(count),
      (error) => {
        throw error;
      },
    );
    await untilValue<boolean>(
      (done) => db.watchConnection(done),
      (connected) => connected,
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(seen.at(-1)).toBe(345.2067);

    const before = Date.now();
    await expect(db.writeTracker(nextCount(345.2067))).resolves.toBe('written');
    const record = (await server.getValue('impactTracker')) as { count: number; lastUpdate: string };
    expect(record).toEqual({
      count: 345.2069,
      lastUpdate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const written = (await server.getValue(LAST_WRITE)) as number;
    expect(written).toBeGreaterThanOrEqual(before);
    expect(Math.abs(Date.parse(record.lastUpdate) - written)).toBeLessThan(1000);
    expect(seen.at(-1)).toBe(345.2069);
    stop();
  });

  it("answers 'denied' to a write the rules refuse (too soon), and the listener falls back to the stored count", async () => {
    const other = open(server);
    const seen: number[] = [];
    const stop = other.watchCount(
      (count) => count !== null && seen.push(count),
      () => {},
    );
    try {
      await untilValue<number | null>(
        (done) => other.watchCount(done, () => {}),
        (count) => count === 345.2069,
      );
      await expect(other.writeTracker(345.2071)).resolves.toBe('denied');
      expect(await server.getValue('impactTracker/count')).toBe(345.2069);
      // The SDK shows its own write at once and takes it back when refused: the widget must not
      // show that dip (useImpactCounter holds its own count until the server passes it).
      expect(seen.slice(-2)).toEqual([345.2071, 345.2069]);
      await expect(other.readCount()).resolves.toBe(345.2069);
    } finally {
      stop();
      await other.close();
    }
  });

  it("sees another visitor's write through the listener", async () => {
    const other = open(server);
    // 2 s on by the server's clock, so the rules take the next write.
    server.setClock(Date.now() + 2500);
    try {
      const update = untilValue<number | null>(
        (done) => db.watchCount(done, () => {}),
        (count) => count === 345.2071,
      );
      await expect(other.writeTracker(345.2071)).resolves.toBe('written');
      await expect(update).resolves.toBe(345.2071);
    } finally {
      server.setClock(null);
      await other.close();
    }
  });
});

it("stamps lastUpdate with the server's time, not the visitor's clock", async () => {
  const server = await startTestDatabase();
  // The server is an hour ahead of this machine: as if the visitor's clock were an hour slow.
  const serverTime = Date.now() + 3_600_000;
  server.setClock(serverTime);
  const db = open(server);
  try {
    await untilValue<boolean>(
      (done) => db.watchConnection(done),
      (connected) => connected,
    );
    await expect(db.writeTracker(345.2069)).resolves.toBe('written');
    expect(await server.getValue(LAST_WRITE)).toBe(serverTime);
    const { lastUpdate } = (await server.getValue('impactTracker')) as { lastUpdate: string };
    expect(Math.abs(Date.parse(lastUpdate) - serverTime)).toBeLessThan(5000);
  } finally {
    await db.close();
    await server.stop();
  }
});

describe('against an empty database (the deploy step did not seed it)', () => {
  it('reads null, and the rules refuse to create the record', async () => {
    const server = await startTestDatabase(null);
    const db = open(server);
    try {
      await expect(db.readCount()).resolves.toBeNull();
      await expect(db.writeTracker(345.2067)).resolves.toBe('denied');
      expect(await server.getValue()).toBeNull();
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
    await untilValue<boolean>(
      (done) => db.watchConnection(done),
      (connected) => connected,
    );
    const lost = untilValue<boolean>(
      (done) => db.watchConnection(done),
      (connected) => !connected,
    );
    await server.stop();
    await expect(lost).resolves.toBe(false);
  } finally {
    await db.close();
  }
});
