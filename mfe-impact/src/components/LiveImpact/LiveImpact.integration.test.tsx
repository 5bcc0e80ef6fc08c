// Two visitors' widgets at once, with the real Firebase SDK, against the local database server and
// its rules: the pages share the one write per 2 s the rules allow without an error, a storm of
// refused writes, or a count that steps back on screen. Real time: about 14 s.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { act, render } from '@testing-library/react';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectDatabaseEmulator, get, getDatabase, ref } from 'firebase/database';
import { LiveImpact } from './LiveImpact';
import { openImpactDatabase } from '../../lib/impactDatabase';
import { createImpactDatabase } from '../../lib/firebaseImpactDatabase';
import { DEFAULT_COUNT, INCREMENT } from '../../lib/impactFigures';
import { settingsFor, uniqueAppName, type LocalDatabase } from '../../test/localDatabase';
import { scrollEverythingIntoView } from '../../test/inView';

jest.mock('../../lib/impactDatabase', () => ({ openImpactDatabase: jest.fn() }));
jest.setTimeout(40_000);

// The server runs in its own Node process: firebase-server's Firebase 8 is not meant for jsdom.
let child: ChildProcess;
let server: Pick<LocalDatabase, 'port'>;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  child = fork(path.join(__dirname, '../../test/serveLocalDatabase.cjs'), [], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`database server exited with ${code}`)));
  });
  server = { port };
  jest.mocked(openImpactDatabase).mockImplementation(async () => {
    const db = createImpactDatabase(settingsFor(server as LocalDatabase), uniqueAppName());
    closers.push(db.close);

    return db;
  });
});
afterAll(async () => {
  for (const close of closers) await close();
  child?.kill();
});

/** Every count a widget shows, in order. */
function shownBy(container: HTMLElement) {
  const shown: number[] = [];
  const observer = new MutationObserver(() => {
    const text = [...container.querySelectorAll('p')]
      .map((p) => p.textContent ?? '')
      .find((t) => /^\d{1,3}(,\d{3})*\.\d{4}$/.test(t));
    const value = text === undefined ? undefined : Number(text.replace(/,/g, ''));
    if (value !== undefined && value !== shown.at(-1)) shown.push(value);
  });
  observer.observe(container, { subtree: true, childList: true, characterData: true });
  return { shown, stop: () => observer.disconnect() };
}

async function storedCount(): Promise<number> {
  const app = initializeApp(settingsFor(server as LocalDatabase).app, uniqueAppName());
  const db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', server.port);
  try {
    return (await get(ref(db, 'impactTracker/count'))).val();
  } finally {
    await deleteApp(app);
  }
}

it('two pages counting together: no errors, at most a refusal or two, no count stepping back', async () => {
  const restoreObserver = scrollEverythingIntoView();
  const errors = jest.spyOn(console, 'error');
  const warnings = jest.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    // Both start together, so their ticks fall together: the worst case for racing.
    const a = render(<LiveImpact />);
    const b = render(<LiveImpact />);
    const seenA = shownBy(a.container);
    const seenB = shownBy(b.container);
    // In short steps: React applies what the database and the timers do at the end of each act.
    for (let t = 0; t < 13_500; t += 100) await act(() => new Promise((r) => setTimeout(r, 100)));
    seenA.stop();
    seenB.stop();
    a.unmount();
    b.unmount();

    expect(errors).not.toHaveBeenCalled();
    // The SDK warns once per refused write: the two pages raced once at most, then one wrote.
    const refused = warnings.mock.calls.filter((args) => /permission_denied/i.test(args.join(' ')));
    expect(refused.length).toBeLessThanOrEqual(2);

    const stored = await storedCount();
    // Four ticks of one page in 13.5 s (the first read takes a moment), not eight.
    expect(stored).toBeGreaterThanOrEqual(DEFAULT_COUNT + 3 * 0.0002 - 1e-9);
    expect(stored).toBeLessThanOrEqual(DEFAULT_COUNT + 4 * (INCREMENT + 0.00005));
    for (const seen of [seenA.shown, seenB.shown]) {
      expect(seen[0]).toBe(DEFAULT_COUNT);
      expect(seen).toEqual([...seen].sort((x, y) => x - y));
      expect(seen.at(-1)).toBeGreaterThanOrEqual(stored - 0.0003);
    }
  } finally {
    errors.mockRestore();
    warnings.mockRestore();
    restoreObserver();
  }
});
