import { readFileSync, statSync } from 'node:fs';
import { parseRemotesJson } from '@ecopanel/shell/remotes';
import type { Logger } from '../http/log';

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

const keys = new WeakMap<Record<string, string>, string>();
/**
 * A registry as part of a cache key. A handful of origins: the registry itself is the shortest
 * fingerprint of it. Written once per registry read (`registryReader` answers the same object until
 * the file changes), not on every request of a page cached by it.
 */
export function registryKey(registry: Record<string, string> | null): string {
  if (!registry) return 'null';
  let key = keys.get(registry);
  if (key === undefined) {
    key = JSON.stringify(registry);
    keys.set(registry, key);
  }
  return key;
}
