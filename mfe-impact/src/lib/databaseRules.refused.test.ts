/** @jest-environment node */
// What mfe-impact/database.rules.json refuses an anonymous visitor, with the real Firebase SDK:
// creating, inflating, hurrying, reshaping, deleting the counter, and reading or writing elsewhere.
import { get, ref, serverTimestamp, set, update } from 'firebase/database';
import { createImpactDatabase, LAST_WRITE } from './firebaseImpactDatabase';
import { DEFAULT_COUNT } from './impactFigures';
import { settingsFor, uniqueAppName } from '../test/localDatabase';
import { T0, clock, closeVisitor, db, later, server, setUpRulesDatabase, start } from '../test/databaseRules';
import { iso, refused, tick, write } from '../test/visitorWrites';

setUpRulesDatabase();

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
