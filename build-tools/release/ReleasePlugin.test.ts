import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_LIMITS } from './fetchReleases';
import { liveRelease, pointTo } from '@ecopanel/releases';
import { publishRelease, releaseId } from './ReleasePlugin';
import { fakeDist, serveFolder } from '@ecopanel/releases/testing';

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'publish-release-'));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const limits = { ...DEFAULT_LIMITS, timeoutMs: 2000 };

/** One build of the remote in `dist` (the browser build's clean keeps releases/ and release.json). */
async function build(
  dist: string,
  tag: string,
  options: { from?: string | null; promote?: boolean; log?: (line: string) => void } = {},
) {
  for (const entry of existsSync(dist) ? readdirSync(dist) : [])
    if (entry !== 'releases' && entry !== 'release.json') rmSync(path.join(dist, entry), { recursive: true });
  fakeDist(dist, tag);
  return publishRelease(dist, { remote: 'quotation', commit: null, limits, ...options });
}

const indexOf = (dist: string) => readJson(path.join(dist, 'releases', 'index.json'));

describe('publishing a release', () => {
  it('copies the build into releases/{id}/ with its file list, points release.json at it and lists it', async () => {
    const dist = path.join(tmp, 'dist');
    const pointer = await build(dist, 'one');
    const id = releaseId(dist);
    expect(pointer).toEqual({
      id,
      manifest: `releases/${id}/mf-manifest.json`,
      server: `releases/${id}/server/remoteEntry.js`,
    });
    expect(readJson(path.join(dist, 'release.json'))).toEqual(pointer);
    const list = readJson(path.join(dist, 'releases', id, 'files.json'));
    expect(list.id).toBe(id);
    expect(list.builtAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Build statistics are not deployed, so they are no part of a release.
    expect(list.files.map((f: { path: string }) => f.path)).not.toContain('mf-stats.json');
    expect(existsSync(path.join(dist, 'releases', id, 'mf-stats.json'))).toBe(false);
    expect(indexOf(dist)).toMatchObject({ remote: 'quotation', live: id, releases: [{ id, live: true }] });
  });

  it('keeps the last five, newest first, and after a rollback keeps the one live until then second', async () => {
    const dist = path.join(tmp, 'dist');
    const ids: string[] = [];
    for (const tag of ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7']) ids.push((await build(dist, tag)).id);
    const newestFirst = [...ids].reverse();
    expect(indexOf(dist).releases.map((r: { id: string }) => r.id)).toEqual(newestFirst.slice(0, 5));
    expect(readdirSync(path.join(dist, 'releases')).sort()).toEqual([...newestFirst.slice(0, 5), 'index.json'].sort());

    // Back to r4: live again, r7 (live until now) second.
    expect((await build(dist, 'r4')).id).toBe(ids[3]);
    expect(indexOf(dist).releases.map((r: { id: string; live: boolean }) => [r.id, r.live])).toEqual([
      [ids[3], true],
      [ids[6], false],
      [ids[5], false],
      [ids[4], false],
      [ids[2], false],
    ]);
  });

  it('builds from a fresh checkout bring back the deployed site’s releases', async () => {
    // The deployed site: three releases, built one after the other on some other machine.
    const deployed = path.join(tmp, 'deployed');
    const earlier = [];
    for (const tag of ['d1', 'd2', 'd3']) earlier.push((await build(deployed, tag)).id);
    const site = await serveFolder(deployed);
    try {
      const fresh = path.join(tmp, 'fresh');
      const { id } = await build(fresh, 'next', { from: site.url });
      expect(indexOf(fresh).releases.map((r: { id: string; live: boolean }) => [r.id, r.live])).toEqual([
        [id, true],
        [earlier[2], false],
        [earlier[1], false],
        [earlier[0], false],
      ]);
      for (const old of earlier)
        expect(readFileSync(path.join(fresh, 'releases', old, 'server', 'remoteEntry.js'))).toEqual(
          readFileSync(path.join(deployed, 'releases', old, 'server', 'remoteEntry.js')),
        );
      // The releases brought back keep their own build time.
      expect(readJson(path.join(fresh, 'releases', earlier[0] as string, 'files.json')).builtAt).toBe(
        readJson(path.join(deployed, 'releases', earlier[0] as string, 'files.json')).builtAt,
      );

      // That deploy done, the next build from another checkout: five at most, newest first. A build
      // that was never deployed gives way to the deployed ones: no page can be pinned to it.
      rmSync(deployed, { recursive: true });
      cpSync(fresh, deployed, { recursive: true });
      const again = path.join(tmp, 'again');
      const notDeployed = await build(again, 'after', { from: site.url });
      const next = await build(again, 'after2', { from: site.url });
      const kept = [next.id, id, earlier[2], earlier[1], earlier[0]];
      expect(indexOf(again).releases.map((r: { id: string }) => r.id)).toEqual(kept);
      expect(readdirSync(path.join(again, 'releases')).sort()).toEqual([...kept, 'index.json'].sort());
      expect(kept).not.toContain(notDeployed.id);
    } finally {
      await site.close();
    }
  });

  it('fails, keeping the previous release live, when the deployed site cannot be read', async () => {
    const deployed = path.join(tmp, 'deployed');
    await build(deployed, 'd1');
    const dist = path.join(tmp, 'dist');
    const before = await build(dist, 'one');
    const site = await serveFolder(deployed, (url) => (url.endsWith('.css') ? { status: 503 } : null));
    try {
      await expect(build(dist, 'two', { from: site.url })).rejects.toThrow(/answered 503/);
      expect(readJson(path.join(dist, 'release.json'))).toEqual(before);
      expect(readdirSync(path.join(dist, 'releases')).filter((f) => f.endsWith('.partial'))).toEqual([]);
    } finally {
      await site.close();
    }
    await expect(build(dist, 'two', { from: site.url })).rejects.toThrow(/cannot read the deployed releases/);
  });

  it('keeps and lists a release another process made live while this build published', async () => {
    const dist = path.join(tmp, 'dist');
    const ids: string[] = [(await build(dist, 'r1')).id];
    for (const tag of ['r2', 'r3', 'r4', 'r5']) ids.push((await build(dist, tag, { promote: false })).id);
    // The oldest candidate: the one the next build leaves out of its five.
    const promotedMeanwhile = ids[1]!;
    const site = await serveFolder(dist);
    try {
      // Its "releases on <site>" line comes after its plan and before it prunes: a promote from
      // another terminal lands there.
      const next = await build(dist, 'r6', {
        from: site.url,
        promote: false,
        log: (line) => line.startsWith('releases on') && pointTo(dist, promotedMeanwhile),
      });
      expect(liveRelease(dist)).toBe(promotedMeanwhile);
      expect(existsSync(path.join(dist, 'releases', promotedMeanwhile, 'remoteEntry.js'))).toBe(true);
      const index = indexOf(dist);
      expect(index.live).toBe(promotedMeanwhile);
      expect(index.releases.map((r: { id: string }) => r.id)).toEqual(
        expect.arrayContaining([next.id, promotedMeanwhile]),
      );
      expect(index.history).toEqual([promotedMeanwhile, ids[0]]);
    } finally {
      await site.close();
    }
  });
});
