/** @jest-environment node */
// The local database server's life: its seed, the record CLI, its clock, its port, stopping, listeners.
// (dev-tools/database/localDatabase.cjs, holding this remote's record under its rules: what it adds to
// firebase-server for `npm start` and the tests.)
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, onValue, ref } from 'firebase/database';
import rules from '../../database.rules.json';
import { DEFAULT_COUNT } from './impactFigures';
import {
  SEEDED_COUNT,
  settingsFor,
  startLocalDatabase,
  startTestDatabase,
  trackerRecord,
  uniqueAppName,
} from '../test/localDatabase';
import { eventually } from '../test/rawClient';

jest.setTimeout(15_000);

/** The rules' own pattern for lastUpdate, taken from database.rules.json. */
const LAST_UPDATE = (() => {
  const rule = rules.rules.impactTracker.lastUpdate['.validate'];
  const source = /matches\(\/(.*)\/\)$/.exec(rule)?.[1];
  if (!source) throw new Error(`no pattern in ${rule}`);
  return new RegExp(source);
})();

it("seeds impactTracker with the app's default count and a lastUpdate the rules accept, and nothing else", async () => {
  expect(SEEDED_COUNT).toBe(DEFAULT_COUNT);
  const server = await startTestDatabase();
  try {
    const seeded = (await server.getValue()) as { impactTracker: { count: number; lastUpdate: string } };
    expect(seeded).toEqual({ impactTracker: { count: DEFAULT_COUNT, lastUpdate: expect.any(String) } });
    expect(seeded.impactTracker.lastUpdate).toMatch(LAST_UPDATE);
  } finally {
    await server.stop();
  }
});

describe('trackerRecord.cjs, the record an administrator writes at deploy or to reset the counter', () => {
  const cli = path.join(__dirname, '../../server/trackerRecord.cjs');
  const run = (...args: string[]) =>
    execFileSync(process.execPath, [cli, ...args], { encoding: 'utf8', stdio: 'pipe' });

  it('prints the seed record as JSON on one line, for firebase database:set', () => {
    const before = Date.now();
    const printed = run();
    expect(printed).toMatch(/^\{.*\}\n$/);
    const record = JSON.parse(printed);
    expect(record).toEqual({ count: DEFAULT_COUNT, lastUpdate: expect.stringMatching(LAST_UPDATE) });
    expect(Date.parse(record.lastUpdate)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('prints a chosen count to reset the counter to', () => {
    expect(JSON.parse(run('--count', '400.25')).count).toBe(400.25);
    expect(JSON.parse(run('--count=0')).count).toBe(0);
  });

  it('refuses a count that is not a plain number >= 0, printing nothing on stdout', () => {
    for (const bad of [
      ['--count', 'abc'],
      ['--count', '-1'],
      ['--count', ''],
      ['--count'],
      ['--count=1e9'],
      ['--count', 'Infinity'],
    ]) {
      let failure: { status?: number; stdout?: string } = {};
      try {
        run(...bad);
      } catch (error) {
        failure = error as typeof failure;
      }
      expect(failure.status).toBe(2);
      expect(failure.stdout).toBe('');
    }
  });

  it('is the same record the stand-in seeds', () => {
    const now = new Date('2028-02-29T23:59:59.999Z');
    expect(trackerRecord(DEFAULT_COUNT, now)).toEqual({ count: DEFAULT_COUNT, lastUpdate: '2028-02-29T23:59:59.999Z' });
    expect(() => trackerRecord(Number.NaN)).toThrow(RangeError);
  });
});

it("can pin its clock, and then tells clients that time in its handshake (the SDK's server time offset)", async () => {
  const server = await startTestDatabase();
  const pinned = Date.UTC(2030, 0, 1);
  server.setClock(pinned);
  const app = initializeApp(settingsFor(server).app, uniqueAppName());
  const db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', server.port);
  try {
    const offset = await new Promise<number>((resolve) => {
      const stop = onValue(ref(db, '.info/serverTimeOffset'), (snapshot) => {
        if (snapshot.val() === 0) return; // the SDK's value before the handshake
        queueMicrotask(() => stop());
        resolve(snapshot.val());
      });
    });
    expect(Math.abs(Date.now() + offset - pinned)).toBeLessThan(2000);
  } finally {
    await deleteApp(app);
    await server.stop();
  }
});

it('rejects with code EADDRINUSE when its port is taken', async () => {
  const taken = createServer();
  await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
  const port = (taken.address() as { port: number }).port;
  try {
    await expect(startLocalDatabase({ port })).rejects.toMatchObject({ code: 'EADDRINUSE' });
  } finally {
    taken.close();
  }
});

it('answers a plain HTTP request, and stops (twice) without complaint', async () => {
  const server = await startTestDatabase();
  const response = await fetch(`http://127.0.0.1:${server.port}/`);
  expect(response.status).toBe(200);
  await response.text();
  await server.stop();
  await server.stop();
});

it("drops a client's listeners when it unsubscribes or goes away", async () => {
  const server = await startTestDatabase();
  const settings = settingsFor(server);
  const app = initializeApp(settings.app, uniqueAppName());
  const db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', server.port);
  try {
    const stop = onValue(ref(db, 'impactTracker/count'), () => {});
    await eventually(() => server.listenerCount() === 1);
    stop();
    await eventually(() => server.listenerCount() === 0);

    onValue(ref(db, 'impactTracker/count'), () => {});
    await eventually(() => server.listenerCount() === 1);
  } finally {
    await deleteApp(app);
  }
  await eventually(() => server.listenerCount() === 0);
  await server.stop();
});
