import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { MANIFEST, RELEASES_DIR } from '@ecopanel/releases';

/** The parts of a release's mf-manifest.json the check reads. */
export interface ReleaseManifest {
  exposes: { name: string; path?: string; assets: Assets }[];
  shared: { name: string; requiredVersion?: string; version?: string }[];
  metaData: { remoteEntry: { name: string; path?: string } };
}
interface Assets {
  js: { sync: string[] };
  css: { sync: string[] };
}

export const releaseDir = (dist: string, id: string) => path.join(dist, RELEASES_DIR, id);

export function readManifest(dist: string, id: string): ReleaseManifest {
  return JSON.parse(readFileSync(path.join(releaseDir(dist, id), MANIFEST), 'utf8')) as ReleaseManifest;
}

/**
 * What a page loads of a release before its part renders: the remote entry and the synchronous
 * scripts and stylesheets of each exposed module (each file once), in bytes as stored.
 */
export function firstLoadBytes(dist: string, id: string): number {
  const manifest = readManifest(dist, id);
  const entry = [manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name].filter(Boolean).join('/');
  const files = new Set([entry, ...manifest.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.css.sync])]);
  let bytes = 0;
  for (const file of files) bytes += statSync(path.join(releaseDir(dist, id), ...file.split('/'))).size;
  return bytes;
}
