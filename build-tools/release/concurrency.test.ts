import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fakeReleases, runNode } from '@ecopanel/releases/testing';

// Promotes in processes of their own at the same moment, as two engineers' CLIs (or a CLI and a
// build) would run: one release ends up live and every promote is in the history.

jest.setTimeout(60_000);

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'release-concurrency-'));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

const id = (n: number) => `c0ffee${String(n).padStart(6, '0')}`;
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

/** Every process waits for this moment before it starts, so their steps overlap (starting Node takes a while). */
const startAt = () => String(Date.now() + 3000);
const WAIT_FOR_START = 'const start = Number(process.env.START); while (Date.now() < start);';
/**
 * A slow disk (a network folder, a busy CI machine): each read of the pointer or the index takes
 * 10-40 ms and each rename of a temp file 25 ms, so one promote's read and write are far enough
 * apart for another's to fall between them. Without the lock and unique temp files, these tests fail
 * in every run (a rename finds its temp file taken by the other process; histories get lost), not
 * only in an unlucky one.
 */
const SLOW_DISK = `const fs = require('node:fs');
  const { readFileSync, renameSync } = fs;
  const wait = (ms) => { const until = Date.now() + ms; while (Date.now() < until); };
  fs.readFileSync = function (file, ...rest) {
    if (/(release|index)\\.json$/.test(String(file))) wait(10 + Math.random() * 30);
    return readFileSync.call(this, file, ...rest);
  };
  fs.renameSync = function (from, ...rest) {
    if (/\\.tmp$/.test(String(from))) wait(25);
    return renameSync.call(this, from, ...rest);
  };`;

/** What the pointer, the index and the folders say afterwards, as the checks below read it. */
function outcome(dist: string) {
  const pointer = readJson(path.join(dist, 'release.json'));
  const index = readJson(path.join(dist, 'releases', 'index.json'));
  return {
    pointer,
    index,
    liveFlags: index.releases.filter((r: { live: boolean }) => r.live).map((r: { id: string }) => r.id),
    // Only the pointer, the release folders and the index: no temp file and no lock left behind.
    files: [...readdirSync(dist), ...readdirSync(path.join(dist, 'releases'))].sort(),
  };
}

describe('promotes at once in separate processes', () => {
  it('three processes promoting three releases each: one live release, all ten in the history in their order', async () => {
    const ids = Array.from({ length: 10 }, (_, n) => id(n));
    const dist = fakeReleases(path.join(tmp, 'dist'), ids, ids[0]!);
    const start = startAt();
    const batches = [ids.slice(1, 4), ids.slice(4, 7), ids.slice(7, 10)];
    const runs = await Promise.all(
      batches.map((batch) =>
        runNode(
          `${SLOW_DISK} ${WAIT_FOR_START} const { pointTo } = require(process.env.POINTER);
           for (const id of process.env.IDS.split(',')) pointTo(process.env.DIST, id);`,
          { START: start, IDS: batch.join(','), DIST: dist, POINTER: require.resolve('@ecopanel/releases') },
        ),
      ),
    );
    for (const run of runs) expect(run).toEqual({ status: 0, out: '' });

    const { pointer, index, liveFlags, files } = outcome(dist);
    expect(index.live).toBe(pointer.id);
    expect(index.history[0]).toBe(pointer.id);
    expect(liveFlags).toEqual([pointer.id]);
    // Nothing lost: each promote put the one live before it into the history (10 = HISTORY_KEPT).
    expect([...index.history].sort()).toEqual(ids);
    expect(index.history.at(-1)).toBe(ids[0]);
    // Each process's promotes, most recent first, as it made them.
    for (const batch of batches)
      expect(index.history.filter((h: string) => batch.includes(h))).toEqual([...batch].reverse());
    expect(files).toEqual([...ids, 'index.json', 'release.json', 'releases'].sort());
  });

  it('two `npm run release -- promote` at once, each with a slow contract check: one live, both in the history', async () => {
    const [first, a, b] = [id(1), id(2), id(3)];
    const dist = fakeReleases(path.join(tmp, 'dist'), [first, a, b], first);
    const start = startAt();
    // The real CLI, its contract check replaced by one that passes after 500 ms (the real one needs the shell's build).
    const promote = (release: string) =>
      runNode(
        `${SLOW_DISK} const check = require.resolve(process.env.CHECK);
         const ok = { ok: true, failures: [], pages: 0, ms: 500, firstLoad: { bytes: 0, live: null } };
         require.cache[check] = { id: check, filename: check, loaded: true, exports: {
           checkRelease: (o) => new Promise((done) => setTimeout(() => done({ ...ok, remote: o.remote, id: o.id }), 500)),
           formatCheck: (r) => 'check of ' + r.id + ': ok',
         } };
         const { main } = require(process.env.CLI);
         ${WAIT_FOR_START}
         main(['promote', 'catalogue', process.env.ID, '--dist', process.env.DIST]).then((code) => process.exit(code));`,
        {
          START: start,
          ID: release,
          DIST: dist,
          CHECK: path.join(__dirname, 'check'),
          CLI: path.join(__dirname, 'cli.ts'),
        },
      );
    const [runA, runB] = await Promise.all([promote(a), promote(b)]);
    expect(runA.status).toBe(0);
    expect(runB.status).toBe(0);
    expect(runA.out).toContain(`catalogue release ${a} is live`);
    expect(runB.out).toContain(`catalogue release ${b} is live`);

    const { pointer, index, liveFlags, files } = outcome(dist);
    expect([a, b]).toContain(pointer.id);
    const other = pointer.id === a ? b : a;
    expect(index.live).toBe(pointer.id);
    expect(liveFlags).toEqual([pointer.id]);
    expect(index.history).toEqual([pointer.id, other, first]);
    expect(files).toEqual([first, a, b, 'index.json', 'release.json', 'releases'].sort());
  });
});
