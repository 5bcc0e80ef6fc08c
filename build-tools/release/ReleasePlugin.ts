import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from '@rspack/core';

/** The folder of immutable releases inside a remote's dist, and the pointer to the current one. */
export const RELEASES_DIR = 'releases';
export const RELEASE_POINTER = 'release.json';
/** Releases kept beside the current one, for pages rendered before a release that are still open. */
export const RELEASES_KEPT = 5;

export interface ReleasePointer {
  id: string;
  /** The browser build's manifest inside the release, relative to the remote's origin root. */
  manifest: string;
  /** The Node build's entry inside the release. */
  server: string;
}

/** A release is named by what it serves: both entries and the manifest (which lists every chunk). */
export function releaseId(dist: string): string {
  const hash = createHash('sha256');
  for (const file of ['mf-manifest.json', 'remoteEntry.js', path.join('server', 'remoteEntry.js')]) {
    hash.update(file).update(readFileSync(path.join(dist, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * After a remote's two builds: copies them into `releases/{id}/`, which never changes afterwards,
 * then swaps `release.json` to name it (written whole, then renamed, so no reader sees half a file).
 * The shell's server renders with the release `release.json` names and tells the browser that same
 * release's manifest, so a release between the render and the browser's load cannot mismatch.
 * The last RELEASES_KEPT releases stay, so pages already open keep finding their files.
 */
export function publishRelease(dist: string): ReleasePointer {
  const id = releaseId(dist);
  const releases = path.join(dist, RELEASES_DIR);
  const target = path.join(releases, id);
  if (!existsSync(target)) {
    const staging = `${target}.partial`;
    rmSync(staging, { recursive: true, force: true });
    for (const entry of readdirSync(dist)) {
      if (entry === RELEASES_DIR || entry === RELEASE_POINTER) continue;
      cpSync(path.join(dist, entry), path.join(staging, entry), { recursive: true });
    }
    renameSync(staging, target);
  }
  const pointer: ReleasePointer = {
    id,
    manifest: `${RELEASES_DIR}/${id}/mf-manifest.json`,
    server: `${RELEASES_DIR}/${id}/server/remoteEntry.js`,
  };
  const tmp = path.join(dist, `${RELEASE_POINTER}.tmp`);
  writeFileSync(tmp, `${JSON.stringify(pointer, null, 2)}\n`);
  renameSync(tmp, path.join(dist, RELEASE_POINTER));
  prune(releases, id);
  return pointer;
}

function prune(releases: string, current: string) {
  const old = readdirSync(releases)
    .filter((name) => name !== current)
    .map((name) => ({ name, time: statSync(path.join(releases, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time)
    .slice(RELEASES_KEPT - 1);
  for (const { name } of old) rmSync(path.join(releases, name), { recursive: true, force: true });
}

/** Publishes the release once the Node build (which runs after the browser build) is written. */
export class ReleasePlugin {
  constructor(private readonly o: { dir: string }) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('ReleasePlugin', () => {
      const pointer = publishRelease(this.o.dir);
      console.log(
        `release ${pointer.id} published in ${path.relative(process.cwd(), path.join(this.o.dir, RELEASES_DIR, pointer.id))}`,
      );
    });
  }
}
