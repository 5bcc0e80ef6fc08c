/** @jest-environment node */
// What mfe-impact/database.rules.json lets an anonymous visitor do, with the real Firebase SDK: the
// lastUpdate pattern, the app's own writes and reads. (What it refuses: databaseRules.refused.test.ts.)
import { get, ref, serverTimestamp } from 'firebase/database';
import { createImpactDatabase, LAST_WRITE } from './firebaseImpactDatabase';
import { DEFAULT_COUNT, INCREMENT, nextCount } from './impactFigures';
import { settingsFor, uniqueAppName } from '../test/localDatabase';
import { SEEDED, T0, clock, closeVisitor, db, later, server, setUpRulesDatabase, start } from '../test/databaseRules';
import { iso, tick, write } from '../test/visitorWrites';
import rules from '../../database.rules.json';

setUpRulesDatabase();

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
