/** @jest-environment node */
// mfe-impact/database.rules.json, enforced by the local server (firebase-server, whose rules engine is
// targaryen), exercised with the real Firebase SDK as an anonymous visitor would: the app's own
// writes pass; creating, inflating, hurrying, reshaping and deleting the counter are all refused.
// The server's clock is pinned (setClock) so that "2 s later" needs no sleeping.
import { deleteApp, initializeApp, setLogLevel } from 'firebase/app';
import {
  connectDatabaseEmulator,
  get,
  getDatabase,
  ref,
  serverTimestamp,
  set,
  update,
  type Database,
} from 'firebase/database';
import { createImpactDatabase, LAST_WRITE } from './firebaseImpactDatabase';
import { DEFAULT_COUNT, INCREMENT, nextCount } from './impactFigures';
import { settingsFor, startTestDatabase, uniqueAppName, type LocalDatabase } from '../test/localDatabase';
import rules from '../../database.rules.json';

jest.setTimeout(15_000);
// Every denial is expected here; the SDK would warn about each one.
setLogLevel('error');

const T0 = Date.UTC(2025, 2, 1, 8, 0, 0);
const SEEDED = { count: DEFAULT_COUNT, lastUpdate: '2025-03-01T07:59:00.000Z' };

let server: LocalDatabase;
let db: Database;
let closeVisitor: () => Promise<void>;
let clock: number;

/** A visitor's own Firebase client, free to try anything. */
function visitor(to: LocalDatabase) {
  const app = initializeApp(settingsFor(to).app, uniqueAppName());
  const d = getDatabase(app);
  connectDatabaseEmulator(d, '127.0.0.1', to.port);
  return { db: d, close: () => deleteApp(app) };
}

/** Moves the server's clock on by `ms`. */
function later(ms: number) {
  clock += ms;
  server.setClock(clock);
}

const iso = () => new Date(clock).toISOString();
/** What the app writes each tick: the record, and the server's timestamp beside it. */
const tick = (count: number, lastUpdate = iso()) => ({
  impactTracker: { count, lastUpdate },
  [LAST_WRITE]: serverTimestamp(),
});
const write = (patch: object) => update(ref(db), patch);
/** Refused with PERMISSION_DENIED, and the database left exactly as it was. */
async function refused(attempt: () => Promise<unknown>) {
  const before = await server.getValue();
  await expect(attempt()).rejects.toThrow(/permission.denied/i);
  expect(await server.getValue()).toEqual(before);
}

async function start(data: object | null = { impactTracker: SEEDED }) {
  server = await startTestDatabase(data);
  clock = T0;
  server.setClock(clock);
  const v = visitor(server);
  db = v.db;
  closeVisitor = v.close;
}

beforeEach(() => start());
afterEach(async () => {
  await closeVisitor();
  await server.stop();
});

describe("the lastUpdate pattern (the same regular expression in Firebase's and in JavaScript's syntax)", () => {
  const rule = rules.rules.impactTracker.lastUpdate['.validate'];
  const pattern = new RegExp(/matches\(\/(.*)\/\)$/.exec(rule)?.[1] ?? 'no pattern in the rule');
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');

  it('takes exactly the days of the calendar, 2000 to 2099', () => {
    const wrong: string[] = [];
    for (let year = 1999; year <= 2100; year++) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const text = `${year}-${pad(month)}-${pad(day)}T12:00:00.000Z`;
          const date = new Date(Date.UTC(year, month - 1, day, 12));
          const real = year >= 2000 && year <= 2099 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
          if (pattern.test(text) !== real) wrong.push(text);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('takes every time of day to the millisecond, as toISOString() writes it, and no other', () => {
    const wrong: string[] = [];
    for (let h = 0; h <= 24; h++) {
      for (const m of [0, 9, 10, 59, 60]) {
        for (const sec of [0, 59, 60]) {
          const text = `2025-03-01T${pad(h)}:${pad(m)}:${pad(sec)}.123Z`;
          if (pattern.test(text) !== (h < 24 && m < 60 && sec < 60)) wrong.push(text);
        }
      }
    }
    expect(wrong).toEqual([]);
    for (let i = 0; i < 1000; i++) {
      const text = new Date(Date.UTC(2000, 0, 1) + Math.random() * 100 * 365 * 86_400_000).toISOString();
      if (!pattern.test(text)) wrong.push(text);
    }
    expect(wrong).toEqual([]);
  });
});

describe('accepted', () => {
  it("the app's own writes, one tick every 3 s, each stamped with the server's time", async () => {
    const site = createImpactDatabase(settingsFor(server), uniqueAppName());
    try {
      let count = DEFAULT_COUNT;
      for (let i = 0; i < 5; i++) {
        count = nextCount(count);
        await expect(site.writeTracker(count)).resolves.toBe('written');
        expect(await server.getValue(LAST_WRITE)).toBe(clock);
        later(3000);
      }
      expect(await server.getValue('impactTracker')).toEqual({ count: 345.2077, lastUpdate: expect.any(String) });
    } finally {
      await site.close();
    }
  });

  it("a write exactly 2 s after the previous one by the server's clock", async () => {
    await write(tick(nextCount(DEFAULT_COUNT)));
    later(2000);
    await write(tick(nextCount(nextCount(DEFAULT_COUNT))));
    expect(await server.getValue('impactTracker/count')).toBe(345.2071);
    expect(await server.getValue(LAST_WRITE)).toBe(T0 + 2000);
  });

  it('the record written field by field in the same update', async () => {
    await write({
      'impactTracker/count': 345.2069,
      'impactTracker/lastUpdate': iso(),
      [LAST_WRITE]: serverTimestamp(),
    });
    expect(await server.getValue('impactTracker')).toEqual({ count: 345.2069, lastUpdate: iso() });
  });

  it('the largest step the app takes: one increment plus the rounding to 4 decimals', async () => {
    await closeVisitor();
    await server.stop();
    // An administrator's reset may leave more decimals than the app writes.
    await start({ impactTracker: { count: 999.99995, lastUpdate: SEEDED.lastUpdate } });
    const next = nextCount(999.99995);
    expect(next - 999.99995).toBeGreaterThan(INCREMENT);
    await write(tick(next));
    expect(await server.getValue('impactTracker/count')).toBe(1000.0002);
    later(2000);
    await write(tick(1000.0002 + 0.00029));
  });

  it.each([
    ['a leap day', '2028-02-29T12:00:00.000Z'],
    ['the last second of a year', '2025-12-31T23:59:59.999Z'],
    ['the 30th of a 30-day month', '2025-04-30T00:00:00.000Z'],
    ['no fraction of a second', '2025-03-01T08:00:00Z'],
    ['a tenth of a second', '2025-03-01T08:00:00.5Z'],
  ])('a lastUpdate on %s', async (_, lastUpdate) => {
    await write(tick(345.2069, lastUpdate));
    expect(await server.getValue('impactTracker/lastUpdate')).toBe(lastUpdate);
  });

  it('reading impactTracker and its count, by anyone', async () => {
    expect((await get(ref(db, 'impactTracker/count'))).val()).toBe(DEFAULT_COUNT);
    expect((await get(ref(db, 'impactTracker'))).val()).toEqual(SEEDED);
  });
});

describe('refused', () => {
  it('creating the record when there is none, however it is written', async () => {
    await closeVisitor();
    await server.stop();
    await start(null);
    const site = createImpactDatabase(settingsFor(server), uniqueAppName());
    try {
      const before = await server.getValue();
      await expect(site.writeTracker(DEFAULT_COUNT)).resolves.toBe('denied');
      expect(await server.getValue()).toEqual(before);
    } finally {
      await site.close();
    }
    await refused(() => set(ref(db, 'impactTracker'), { count: DEFAULT_COUNT, lastUpdate: iso() }));
    await refused(() =>
      write({ 'impactTracker/count': 0, 'impactTracker/lastUpdate': iso(), [LAST_WRITE]: serverTimestamp() }),
    );
    expect(await server.getValue()).toBeNull();
  });

  it("a step bigger than the app's (more than 0.0003)", async () => {
    await refused(() => write(tick(DEFAULT_COUNT + 0.00031)));
    await refused(() => write(tick(DEFAULT_COUNT + 1)));
    await refused(() => write(tick(1e9)));
  });

  it('a count that does not grow', async () => {
    await refused(() => write(tick(DEFAULT_COUNT)));
    await refused(() => write(tick(DEFAULT_COUNT - 0.0002)));
    await refused(() => write(tick(0)));
  });

  it("a write sooner than 2 s after the previous one, by the server's clock", async () => {
    await write(tick(345.2069));
    await refused(() => write(tick(345.2071)));
    later(1999);
    await refused(() => write(tick(345.2071)));
    later(1);
    await write(tick(345.2071));
  });

  it("a write that does not stamp the server's time beside the record", async () => {
    await refused(() => set(ref(db, 'impactTracker'), { count: 345.2069, lastUpdate: iso() }));
    await refused(() => set(ref(db, 'impactTracker/count'), 345.2069));
    await refused(() => update(ref(db, 'impactTracker'), { count: 345.2069 }));
    // The client's idea of the time is not the server's.
    await refused(() => write({ ...tick(345.2069), [LAST_WRITE]: T0 + 86_400_000 }));
    await refused(() => write({ ...tick(345.2069), [LAST_WRITE]: T0 - 5000 }));
    await refused(() => write({ ...tick(345.2069), [LAST_WRITE]: iso() }));
  });

  it('lastUpdate alone', async () => {
    await refused(() => set(ref(db, 'impactTracker/lastUpdate'), iso()));
    await refused(() => write({ 'impactTracker/lastUpdate': iso(), [LAST_WRITE]: serverTimestamp() }));
  });

  it("the server's time alone, which would hold everyone else off for 2 s", async () => {
    await refused(() => write({ [LAST_WRITE]: serverTimestamp() }));
    await refused(() => set(ref(db, LAST_WRITE), serverTimestamp()));
  });

  it.each([
    '2025-99-99T99:99:99Z',
    '2025-13-01T08:00:00Z',
    '2025-00-10T08:00:00Z',
    '2025-01-00T08:00:00Z',
    '2025-01-32T08:00:00Z',
    '2025-04-31T08:00:00Z',
    '2025-02-29T08:00:00Z',
    '2100-02-29T08:00:00Z',
    '2025-03-01T24:00:00Z',
    '2025-03-01T23:60:00Z',
    '2025-03-01T23:59:60Z',
    '2025-03-01T08:00:00.1234Z',
    '2025-03-01T08:00:00',
    '2025-03-01T08:00:00+05:30',
    '2025-03-01 08:00:00Z',
    '2025-3-1T08:00:00Z',
    '1999-12-31T23:59:59Z',
    'yesterday',
    '',
  ])('an impossible or non-UTC lastUpdate: %p', async (lastUpdate) => {
    await refused(() => write(tick(345.2069, lastUpdate)));
  });

  it('a lastUpdate or count of the wrong type', async () => {
    await refused(() => write({ ...tick(345.2069), impactTracker: { count: 345.2069, lastUpdate: clock } }));
    await refused(() => write({ ...tick(345.2069), impactTracker: { count: '345.2069', lastUpdate: iso() } }));
    await refused(() => write({ ...tick(345.2069), impactTracker: { count: true, lastUpdate: iso() } }));
  });

  it('an extra or a missing field', async () => {
    await refused(() =>
      write({ ...tick(345.2069), impactTracker: { count: 345.2069, lastUpdate: iso(), message: 'hi' } }),
    );
    await refused(() => write({ ...tick(345.2069), impactTracker: { count: 345.2069 } }));
    await refused(() =>
      write({ 'impactTracker/count': 345.2069, 'impactTracker/message': 'hi', [LAST_WRITE]: serverTimestamp() }),
    );
    await refused(() => set(ref(db, 'impactTracker/message'), 'hi'));
  });

  it('an update() that also touches other paths', async () => {
    await refused(() => write({ ...tick(345.2069), spam: 'buy now' }));
    await refused(() => write({ ...tick(345.2069), 'impactTrackerMeta/note': 'hi' }));
    await refused(() =>
      write({
        impactTracker: { count: 345.2069, lastUpdate: iso() },
        impactTrackerMeta: { lastWrite: serverTimestamp() },
      }),
    );
    await refused(() => write({ ...tick(345.2069), 'other/impactTracker': 1 }));
  });

  it('a write anywhere else, the root included', async () => {
    await refused(() => set(ref(db, 'spam'), { text: 'buy now' }));
    await refused(() => set(ref(db, 'impactTrackerMeta/note'), 'hi'));
    await refused(() => set(ref(db), { impactTracker: { count: 345.2069, lastUpdate: iso() }, spam: 1 }));
  });

  it('a delete, of the record, of one of its fields or of the time beside it', async () => {
    await write(tick(345.2069));
    later(2000);
    await refused(() => set(ref(db, 'impactTracker'), null));
    await refused(() => set(ref(db, 'impactTracker/lastUpdate'), null));
    await refused(() => set(ref(db, 'impactTracker/count'), null));
    await refused(() => set(ref(db, LAST_WRITE), null));
    await refused(() => set(ref(db, 'impactTrackerMeta'), null));
    await refused(() => write({ ...tick(345.2071), [LAST_WRITE]: null }));
    await refused(() => set(ref(db), null));
  });

  it("reading anything else: the server's time, other paths, the root", async () => {
    await write(tick(345.2069));
    await expect(get(ref(db, LAST_WRITE))).rejects.toThrow(/permission.denied/i);
    await expect(get(ref(db, 'spam'))).rejects.toThrow(/permission.denied/i);
    await expect(get(ref(db))).rejects.toThrow(/permission.denied/i);
  });
});
