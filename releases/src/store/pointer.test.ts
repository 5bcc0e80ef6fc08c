import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pointerFor } from '../../layout.cjs';
import { canaryRelease, liveHistory, liveRelease, pointTo, rollBack, startCanary } from './pointer';
import { LOCK_FILE } from './releaseLock';
import { fakeReleases } from '../test/testSite';

let tmp: string;
let dist: string;
const [first, second, third] = ['aaaaaa000001', 'bbbbbb000002', 'cccccc000003'];
beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'release-pointer-'));
  dist = fakeReleases(path.join(tmp, 'dist'), [first, second, third], first);
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

const readPointer = () => JSON.parse(readFileSync(path.join(dist, 'release.json'), 'utf8'));
/** Only the pointer and the releases folder: no lock and no temp file left behind. */
const expectClean = () => expect(readdirSync(dist).sort()).toEqual(['release.json', 'releases']);

describe('the release pointer', () => {
  it('promotes: the pointer names the release, the history keeps the one live before', () => {
    pointTo(dist, second);
    pointTo(dist, third);
    expect(readPointer()).toEqual(pointerFor(third));
    expect(liveHistory(dist)).toEqual([third, second, first]);
    expectClean();
  });

  it('merges a promote made by someone else since the caller last looked (read under the lock, not before)', () => {
    // What another process's promote leaves between this one's check and its write.
    writeFileSync(path.join(dist, 'release.json'), JSON.stringify(pointerFor(second)));
    pointTo(dist, third);
    expect(liveHistory(dist)).toEqual([third, second, first]);
  });

  it('promotes past a lock a crashed promote left behind (its process is gone)', () => {
    const crashed = spawnSync(process.execPath, ['-e', '']).pid!;
    const holder = {
      pid: crashed,
      host: os.hostname(),
      time: new Date().toISOString(),
      token: 't',
      command: 'promote',
    };
    writeFileSync(path.join(dist, LOCK_FILE), JSON.stringify(holder));
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    pointTo(dist, second);
    expect(stderr).toHaveBeenCalledWith(expect.stringContaining(`its process ${crashed} is gone`));
    stderr.mockRestore();
    expect(liveRelease(dist)).toBe(second);
    expectClean();
  });

  describe('a canary', () => {
    it('is written with a fresh attempt id and its start time beside the unchanged live release', () => {
      const before = Date.now();
      const plan = startCanary(dist, second, 10, 50);
      const pointer = readPointer();
      expect(pointer).toEqual({
        ...pointerFor(first),
        canary: {
          ...pointerFor(second),
          percent: 10,
          completeAfter: 50,
          attempt: plan.attempt,
          startedAt: plan.startedAt,
        },
      });
      // The server keys its counts by `<id>-<attempt>` and accepts [A-Za-z0-9_-]{1,64} only.
      expect(plan.attempt).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      expect(Date.parse(plan.startedAt!)).toBeGreaterThanOrEqual(before - 1);
      expect(Date.parse(plan.startedAt!)).toBeLessThanOrEqual(Date.now());
      expect(new Date(plan.startedAt!).toISOString()).toBe(plan.startedAt);
      expect(canaryRelease(dist)).toEqual({
        id: second,
        percent: 10,
        completeAfter: 50,
        attempt: plan.attempt,
        startedAt: plan.startedAt,
      });
      expect(liveHistory(dist)).toEqual([first]);
      expectClean();
    });

    it('gets a new attempt each time the same release is started again', () => {
      const once = startCanary(dist, second, 10);
      rollBack(dist);
      const again = startCanary(dist, second, 10);
      expect(again.attempt).not.toBe(once.attempt);
      expect(readPointer().canary.attempt).toBe(again.attempt);
      expect(readPointer().canary).not.toHaveProperty('completeAfter');
    });

    it('is still read from a pointer written before attempts existed', () => {
      writeFileSync(
        path.join(dist, 'release.json'),
        JSON.stringify({ ...pointerFor(first), canary: { ...pointerFor(second), percent: 5 } }),
      );
      expect(canaryRelease(dist)).toEqual({ id: second, percent: 5 });
    });
  });

  describe('rollback', () => {
    it('stops a running canary first, leaving the live release', () => {
      startCanary(dist, second, 10);
      expect(rollBack(dist)).toEqual({ done: 'canary stopped', canary: second, live: first });
      expect(readPointer()).toEqual(pointerFor(first));
      expectClean();
    });

    it('makes the release live before the live one live again, and says what it undid', () => {
      pointTo(dist, second);
      expect(rollBack(dist)).toEqual({ done: 'rolled back', from: second, to: first });
      expect(liveRelease(dist)).toBe(first);
      expect(liveHistory(dist)).toEqual([first, second]);
      expectClean();
    });

    it('says so when no earlier live release is kept', () => {
      expect(rollBack(dist)).toEqual({ done: 'nothing kept', live: first });
      expect(readPointer()).toEqual(pointerFor(first));
      expect(existsSync(path.join(dist, LOCK_FILE))).toBe(false);
    });
  });
});
