import { randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The release pointer and index are replaced whole: a reader (the shell's server, a deploy, another
// promote) sees the old file or the new one, never half of one, and after a crash or power cut the
// new one is on disk once the call returned.

/**
 * A temp file beside `file` (a rename is atomic only within one file system), named per write: two
 * processes writing the same file never share a temp file. A dot file, so Firebase Hosting never
 * uploads one a crash left behind (firebase.json ignores dot files), and no release copies it.
 */
export const tempPathFor = (file: string): string =>
  path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomUUID()}.tmp`);

/** Writes `text` to a fresh temp file, fsyncs it, renames it over `file`, then fsyncs the folder. */
export function writeFileAtomic(file: string, text: string): void {
  const tmp = tempPathFor(file);
  let fd: number | undefined;
  try {
    // 'wx': the name is fresh, so an existing file there is someone else's and is never written into.
    fd = openSync(tmp, 'wx');
    writeFileSync(fd, text);
    // The bytes reach the disk before the rename makes them the file's: else a crash could leave an empty file.
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(tmp, file);
  } catch (error) {
    if (fd !== undefined) closeSync(fd);
    rmSync(tmp, { force: true });
    throw error;
  }
  syncDir(path.dirname(file));
}

/** Makes the rename itself durable. Not possible everywhere (Windows cannot open a folder): then skipped. */
function syncDir(dir: string) {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // The rename is still atomic; only its durability across a power cut is left to the file system.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
