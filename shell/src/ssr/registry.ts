import { readFileSync, statSync } from 'node:fs';
import { parseRemotesJson } from '../remotes';
import type { Logger } from './log';

/** remotes.json as deployed beside the shell, read again whenever the file changes. */
export function registryReader(file: string, log: Logger) {
  let seen = { mtime: -1, registry: null as Record<string, string> | null };
  return (): Record<string, string> | null => {
    let mtime: number;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (mtime !== seen.mtime) {
      let registry: Record<string, string> | null = null;
      try {
        registry = parseRemotesJson(JSON.parse(readFileSync(file, 'utf8')));
      } catch (error) {
        log({
          severity: 'ERROR',
          message: `remotes.json is invalid, remote parts are left to the browser: ${(error as Error).message}`,
        });
      }
      seen = { mtime, registry };
    }
    return seen.registry;
  };
}
