import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCK_FILE, withReleaseLock } from './releaseLock';
import { runNode } from '../test/testSite';

jest.setTimeout(30_000);

let dist: string;
let lockPath: string;
beforeEach(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'release-lock-'));
  lockPath = path.join(dist, LOCK_FILE);
  jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
});
afterEach(() => {
  jest.restoreAllMocks();
  rmSync(dist, { recursive: true, force: true });
});

/** A lock file as another process leaves it. */
const foreignLock = (o: { pid: number; host?: string; time?: Date }) =>
  writeFileSync(
    lockPath,
    JSON.stringify({
      pid: o.pid,
      host: o.host ?? os.hostname(),
      time: (o.time ?? new Date()).toISOString(),
      token: 'their-token',
      command: 'release promote catalogue abcdef123456',
    }),
  );

/** The pid of a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

const timed = <T>(fn: () => T) => {
  const started = Date.now();
  const value = fn();
  return { value, ms: Date.now() - started };
};

describe('the release lock', () => {
  it('holds a lock file while its step runs and removes it afterwards, also when the step throws', () => {
    expect(withReleaseLock(dist, () => existsSync(lockPath))).toBe(true);
    expect(existsSync(lockPath)).toBe(false);
    expect(() =>
      withReleaseLock(dist, () => {
        throw new Error('step failed');
      }),
    ).toThrow('step failed');
    expect(readdirSync(dist)).toEqual([]);
  });

  it('is re-entrant within one process (a publish makes its release live under the lock it holds)', () => {
    const depth = withReleaseLock(dist, () => withReleaseLock(dist, () => existsSync(lockPath) && 2));
    expect(depth).toBe(2);
    expect(existsSync(lockPath)).toBe(false);
  });

  it('refuses an async step, which would run after the lock was released', () => {
    expect(() => withReleaseLock(dist, async () => 1)).toThrow(/must be synchronous/);
    expect(existsSync(lockPath)).toBe(false);
  });

  it('takes over a lock whose process is dead, at once', () => {
    const pid = deadPid();
    foreignLock({ pid });
    const { value, ms } = timed(() => withReleaseLock(dist, () => 'ran', { timeoutMs: 5000 }));
    expect(value).toBe('ran');
    expect(ms).toBeLessThan(1000);
    expect(process.stderr.write).toHaveBeenCalledWith(expect.stringContaining(`its process ${pid} is gone`));
    expect(readdirSync(dist)).toEqual([]);
  });

  it('takes over a lock older than the stale limit even when its process lives', () => {
    foreignLock({ pid: process.pid, time: new Date(Date.now() - 120_000) });
    expect(withReleaseLock(dist, () => 'ran', { timeoutMs: 5000, staleMs: 60_000 })).toBe('ran');
    expect(process.stderr.write).toHaveBeenCalledWith(expect.stringMatching(/it was 120 s old \(limit 60 s\)/));
    expect(readdirSync(dist)).toEqual([]);
  });

  it("waits for a live process's fresh lock, then gives up with an error naming the holder and the way out", () => {
    foreignLock({ pid: process.pid });
    const started = Date.now();
    expect(() => withReleaseLock(dist, () => 'ran', { timeoutMs: 400 })).toThrow(
      new RegExp(
        `is locked by process ${process.pid} on ${os.hostname()} since .* \\(release promote catalogue abcdef123456\\); ` +
          `waited 0.4 s\\. .*If none is running, delete ${lockPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      ),
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    // Not ours: left where it was.
    expect(existsSync(lockPath)).toBe(true);
  });

  it("does not judge another host's pid: its lock waits for its age", () => {
    foreignLock({ pid: deadPid(), host: `not-${os.hostname()}` });
    expect(() => withReleaseLock(dist, () => 'ran', { timeoutMs: 300 })).toThrow(/is locked by process/);
  });

  it('waits for a lock file still being written (empty), and takes it over once it is older than the limit', () => {
    writeFileSync(lockPath, '');
    expect(() => withReleaseLock(dist, () => 'ran', { timeoutMs: 300 })).toThrow(/a process that is still writing it/);
    const old = new Date(Date.now() - 120_000);
    utimesSync(lockPath, old, old);
    expect(withReleaseLock(dist, () => 'ran', { timeoutMs: 2000 })).toBe('ran');
    expect(readdirSync(dist)).toEqual([]);
  });

  it('makes a second process wait while the first holds it, then lets it proceed', async () => {
    const marks = path.join(dist, 'marks');
    // The first holder, in a process of its own: holds the lock for 1.5 s.
    const first = runNode(
      `const fs = require('node:fs');
       const { withReleaseLock } = require(process.env.LOCK);
       withReleaseLock(process.env.DIST, () => {
         fs.writeFileSync(process.env.MARKS, 'first in\\n');
         const until = Date.now() + 1500; while (Date.now() < until);
         fs.appendFileSync(process.env.MARKS, 'first out\\n');
       });`,
      { LOCK: path.join(__dirname, 'releaseLock.ts'), DIST: dist, MARKS: marks },
    );
    const deadline = Date.now() + 15_000;
    while (!existsSync(marks) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 20));
    expect(existsSync(lockPath)).toBe(true);

    const second = path.join(dist, 'second');
    const { ms } = timed(() => withReleaseLock(dist, () => writeFileSync(second, readFileSync(marks, 'utf8'))));
    expect(await first).toEqual({ status: 0, out: '' });
    // The second step ran only after the first had finished, and it waited for that.
    expect(readFileSync(second, 'utf8')).toBe('first in\nfirst out\n');
    expect(ms).toBeGreaterThan(500);
    expect(existsSync(lockPath)).toBe(false);
  });

  it('lets one process at a time in: four processes racing, past a stale lock, lose no increment of a counter', async () => {
    foreignLock({ pid: deadPid() });
    const counter = path.join(dist, 'counter');
    writeFileSync(counter, '0');
    const start = String(Date.now() + 2000);
    const runs = await Promise.all(
      Array.from({ length: 4 }, () =>
        runNode(
          `const fs = require('node:fs');
           const { withReleaseLock } = require(process.env.LOCK);
           const start = Number(process.env.START); while (Date.now() < start);
           for (let i = 0; i < 5; i++)
             withReleaseLock(process.env.DIST, () => {
               const n = Number(fs.readFileSync(process.env.COUNTER, 'utf8'));
               const until = Date.now() + 10; while (Date.now() < until);
               fs.writeFileSync(process.env.COUNTER, String(n + 1));
             });`,
          { LOCK: path.join(__dirname, 'releaseLock.ts'), DIST: dist, COUNTER: counter, START: start },
        ),
      ),
    );
    for (const run of runs) expect(run.status).toBe(0);
    expect(readFileSync(counter, 'utf8')).toBe('20');
    expect(readdirSync(dist)).toEqual(['counter']);
  });
});
