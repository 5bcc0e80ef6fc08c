import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import { DEFAULT_LIMITS, downloadRelease, fetchDeployedIndex, type FetchLimits } from './fetchReleases';
import { releasesSource } from './releasesSource';
import { checkRelease, formatCheck } from './check';
import {
  isWholeRelease,
  liveHistory,
  liveRelease,
  NOT_RELEASED,
  planReleases,
  pointerFor,
  pointTo,
  pruneReleases,
  readFileList,
  readIndex,
  releaseFolders,
  releaseIdOf,
  RELEASE_POINTER,
  RELEASES_DIR,
  RELEASES_INDEX,
  withReleaseLock,
  writeFileList,
  writeIndex,
  type ReleasePointer,
} from '@ecopanel/releases';

/** A release is named by what it serves: both entries and the manifest (which lists every chunk). */
export function releaseId(dist: string): string {
  return releaseIdOf((file) => readFileSync(path.join(dist, ...file.split('/'))));
}

/** The commit the build runs in, when it is in a git checkout. */
function gitCommit(dir: string): string | null {
  const result = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8', timeout: 5000 });
  const commit = result.status === 0 ? result.stdout.trim() : '';
  return /^[a-f0-9]{40,64}$/.test(commit) ? commit : null;
}

export interface PublishOptions {
  /** The remote's name (apps.json), recorded in index.json and checked against the deployed one. */
  remote: string;
  /** The deployed site's root to bring earlier releases back from (fetchReleases `releasesSource`), or none. */
  from?: string | null;
  log?: (line: string) => void;
  limits?: FetchLimits;
  builtAt?: string;
  commit?: string | null;
  /** Make it live at once (default). False: a candidate only, for `npm run release -- promote` after its check. */
  promote?: boolean;
}

/**
 * After a remote's two builds: copies them into `releases/{id}/` with its file list (`files.json`),
 * which never change afterwards; brings back from the deployed site (`from`) the releases it lists
 * that this dist lacks; swaps `release.json` to name the new release (written whole, then renamed,
 * so no reader sees half a file); keeps the last RELEASES_KEPT releases and lists them in
 * `releases/index.json`. The shell's server renders with the release `release.json` names and tells
 * the browser that same release's manifest, so pages rendered before a release keep finding their
 * files, even after a deploy built from a fresh checkout.
 */
export async function publishRelease(dist: string, o: PublishOptions): Promise<ReleasePointer> {
  const log = o.log ?? (() => {});
  const id = releaseId(dist);
  const releases = path.join(dist, RELEASES_DIR);
  mkdirSync(releases, { recursive: true });
  const target = path.join(releases, id);
  if (!existsSync(target)) {
    const staging = `${target}.partial`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging);
    for (const entry of readdirSync(dist)) {
      // Dot files: the release lock and temp files of a promote running beside this build (never deployed either).
      if (entry === RELEASES_DIR || entry === RELEASE_POINTER || NOT_RELEASED.has(entry) || entry.startsWith('.'))
        continue;
      cpSync(path.join(dist, entry), path.join(staging, entry), { recursive: true });
    }
    writeFileList(staging, {
      id,
      builtAt: o.builtAt ?? new Date().toISOString(),
      commit: o.commit === undefined ? gitCommit(dist) : o.commit,
    });
    renameSync(staging, target);
  }

  const folders = releaseFolders(releases);
  // This dist's previous order, for the folders that are still here and whole.
  const local = readIndex(releases).filter((earlier) => folders.includes(earlier));
  // A folder from before file lists existed gets one now (its build time unknown).
  for (const folder of folders)
    if (!readFileList(path.join(releases, folder), folder))
      writeFileList(path.join(releases, folder), { id: folder, builtAt: '', commit: null });

  const deployed = o.from ? await fetchDeployedIndex(o.from, o.remote, o.limits ?? DEFAULT_LIMITS) : [];
  const live = liveRelease(dist);
  // The live release is kept whatever else goes: a candidate never pushes it out.
  const kept = planReleases({ current: id, deployed, local: live ? [live, ...local] : local, folders });
  const brought: string[] = [];
  for (const earlier of kept) {
    if (existsSync(path.join(releases, earlier)) || !o.from) continue;
    const { files, bytes } = await downloadRelease(o.from, earlier, releases, o.limits ?? DEFAULT_LIMITS);
    brought.push(earlier);
    log(`release ${earlier} brought back from ${o.from} (${files} files, ${Math.round(bytes / 1024)} KiB)`);
  }
  if (o.from) log(`releases on ${o.from}: ${deployed.join(', ') || 'none'}; ${brought.length} brought back`);

  // Under the release lock, reading the pointer again: a promote or rollback may have made another
  // release live while this build copied and downloaded, and that one is neither pruned nor unlisted.
  return withReleaseLock(dist, () => {
    const liveNow = liveRelease(dist);
    const changed = liveNow && liveNow !== live && !kept.includes(liveNow) && isWholeRelease(dist, liveNow);
    const keep = changed ? [...kept, liveNow] : kept;
    pruneReleases(releases, keep);
    writeIndex(releases, { remote: o.remote, live: liveNow ?? '', kept: keep, history: liveHistory(dist) });
    return o.promote === false ? pointerFor(id) : pointTo(dist, id);
  });
}

/** deploy/production.json, for `RELEASES_FROM=production`. */
const readProduction = () =>
  JSON.parse(readFileSync(path.resolve(__dirname, '..', '..', 'deploy', 'production.json'), 'utf8')) as {
    remotes?: Record<string, string>;
  };

/**
 * Publishes the release once the Node build (which runs after the browser build) is written, first
 * bringing back the deployed site's releases when `RELEASES_FROM` names it (fetchReleases.ts). Any
 * failure to read that site fails the build: a deploy must not silently drop live releases.
 */
export class ReleasePlugin {
  constructor(private readonly o: { dir: string; remote: string }) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('ReleasePlugin', async () => {
      const from = releasesSource(process.env, this.o.remote, readProduction);
      const candidate = await publishRelease(this.o.dir, {
        remote: this.o.remote,
        from,
        log: (line) => console.log(line),
        promote: false,
      });
      const where = path.relative(process.cwd(), path.join(this.o.dir, RELEASES_DIR));
      console.log(
        `release ${candidate.id} published in ${where}/${candidate.id} (listed in ${where}/${RELEASES_INDEX})`,
      );
      // `--no-promote` (build.cjs turns it into RELEASE_PROMOTE=0): a candidate only.
      if (liveRelease(this.o.dir) === candidate.id) {
        console.log(`release ${candidate.id} of ${this.o.remote} is already live (nothing changed)`);
        return;
      }
      if (process.env.RELEASE_PROMOTE === '0') {
        console.log(
          `release ${candidate.id} is a candidate: npm run release -- promote ${this.o.remote} ${candidate.id}`,
        );
        return;
      }
      const result = await checkRelease({ remote: this.o.remote, dist: this.o.dir, id: candidate.id });
      console.log(formatCheck(result));
      // A refused release stays a candidate and the build fails, naming why: the live one is untouched.
      if (!result.ok)
        throw new Error(`release ${candidate.id} of ${this.o.remote} failed its contract check: not made live`);
      pointTo(this.o.dir, candidate.id);
      console.log(`release ${candidate.id} of ${this.o.remote} is live`);
    });
  }
}
