import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FILE_LIST } from '../../layout.cjs';
import { writeFileAtomic } from './atomicWrite';

// What one release folder holds, and its `files.json`, so a release can be listed, checked and copied.

export interface ReleaseFile {
  /** Relative to the release folder, `/`-separated. */
  path: string;
  size: number;
  sha256: string;
}

/** `releases/{id}/files.json`. */
export interface FileList {
  id: string;
  /** When the release folder was first built (ISO 8601). */
  builtAt: string;
  /** The git commit it was built from, when the build knew it. */
  commit: string | null;
  files: ReleaseFile[];
}

const SEGMENT = /^[A-Za-z0-9_@+=~-][A-Za-z0-9._@+=~-]{0,127}$/;

/**
 * A file path inside a release as files.json may name it: relative, `/`-separated, made of plain
 * names (no `.` or `..`, no dot files, no backslash, no empty segment), at most 8 deep, never
 * files.json itself. Anything else in a downloaded list is refused.
 */
export function isReleaseFilePath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 512 || value === FILE_LIST) return false;
  const segments = value.split('/');
  return segments.length <= 8 && segments.every((segment) => SEGMENT.test(segment));
}

/** Where a release's file lies on disk; throws for a path that would leave the release folder. */
export function fileInRelease(releaseDir: string, file: string): string {
  if (!isReleaseFilePath(file)) throw new Error(`not a file path inside a release: ${JSON.stringify(file)}`);
  const root = path.resolve(releaseDir);
  const target = path.resolve(root, ...file.split('/'));
  if (!target.startsWith(root + path.sep)) throw new Error(`${file} lies outside its release folder`);
  return target;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every file of a release folder but its file list, sorted, with size and hash. */
export function listReleaseFiles(releaseDir: string): ReleaseFile[] {
  const files: ReleaseFile[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, rel);
      else if (entry.isFile() && rel !== FILE_LIST) {
        if (!isReleaseFilePath(rel)) throw new Error(`${full}: a release may hold only plain file names`);
        const bytes = readFileSync(full);
        files.push({ path: rel, size: bytes.length, sha256: sha256(bytes) });
      }
    }
  };
  walk(releaseDir, '');
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * Writes JSON by renaming a finished, fsynced file into place (atomicWrite.ts), so a reader never
 * sees half of it; the temp file's name is unique, so two writers never share one.
 */
export const writeJson = (file: string, data: unknown) => writeFileAtomic(file, `${JSON.stringify(data, null, 2)}\n`);

/** Writes `files.json` into a release folder (before it is published, or for one built before lists existed). */
export function writeFileList(
  releaseDir: string,
  meta: { id: string; builtAt: string; commit: string | null },
): FileList {
  const list: FileList = { ...meta, files: listReleaseFiles(releaseDir) };
  writeJson(path.join(releaseDir, FILE_LIST), list);
  return list;
}

/** Checks a file list read from disk or from a deployed site; throws on anything unexpected. */
export function parseFileList(data: unknown, id: string): FileList {
  const o = (data ?? {}) as Record<string, unknown>;
  if (o.id !== id) throw new Error(`the file list of release ${id} names another release (${String(o.id)})`);
  if (!Array.isArray(o.files)) throw new Error(`the file list of release ${id} has no files`);
  const seen = new Set<string>();
  const files = o.files.map((f: unknown): ReleaseFile => {
    const { path: file, size, sha256: hash } = (f ?? {}) as Record<string, unknown>;
    if (!isReleaseFilePath(file)) throw new Error(`release ${id}: refused file path ${JSON.stringify(file)}`);
    if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0)
      throw new Error(`release ${id}: ${file} has no valid size`);
    if (typeof hash !== 'string' || !/^[a-f0-9]{64}$/.test(hash))
      throw new Error(`release ${id}: ${file} has no valid sha256`);
    // Case-folded, so a case-insensitive disk cannot have one file overwrite another.
    if (seen.has(file.toLowerCase())) throw new Error(`release ${id}: ${file} is listed twice`);
    seen.add(file.toLowerCase());
    return { path: file, size, sha256: hash };
  });
  for (const file of seen) {
    // A file and a folder of one name cannot both exist.
    const parent = file.split('/').slice(0, -1);
    for (let i = 1; i <= parent.length; i++)
      if (seen.has(parent.slice(0, i).join('/'))) throw new Error(`release ${id}: ${file} lies under a file`);
  }
  return {
    id,
    builtAt: typeof o.builtAt === 'string' ? o.builtAt : '',
    commit: typeof o.commit === 'string' ? o.commit : null,
    files,
  };
}

export function readFileList(releaseDir: string, id: string): FileList | null {
  const file = path.join(releaseDir, FILE_LIST);
  if (!existsSync(file)) return null;
  try {
    return parseFileList(JSON.parse(readFileSync(file, 'utf8')), id);
  } catch {
    return null;
  }
}
