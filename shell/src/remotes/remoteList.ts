import { fetchJson, parseRemotesJson, readRemotesJson } from './remotesJson';

/**
 * The remotes this page may load, from remotes.json. Where each remote lives is decided at deploy
 * time by that file (served beside the shell, never cached), not at build time: a remote team
 * moves or releases its app without a shell build.
 */
export type RemoteList = { ok: true; remotes: Record<string, string> } | { ok: false; reason: string };

let list: Promise<RemoteList> | undefined;
/** The last read's outcome once it is known: a failed one is read again after a Retry. */
let failed = false;
let retrying = false;

/** Reads the list afresh with `read` (tests hand in their own); what `remoteList()` answers from then on. */
export function readRemoteList(read: () => Promise<unknown>): Promise<RemoteList> {
  const reading: Promise<RemoteList> = read()
    .then((data) => ({ ok: true as const, remotes: parseRemotesJson(data) }))
    .catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      console.error('Remote registry unavailable:', reason);
      return { ok: false as const, reason };
    })
    .then((result) => {
      if (list === reading) failed = !result.ok;
      return result;
    });
  list = reading;
  failed = false;
  return reading;
}

/**
 * The page's list, read once; started as early as possible so it overlaps the app's download. After
 * a Retry (`retryList`), a read that failed is not reused: the deployed remotes.json is read again.
 * A list that was read stays the same promise, so the runtime made from it is kept too.
 */
export function remoteList(): Promise<RemoteList> {
  if (retrying) {
    retrying = false;
    if (failed) return readRemoteList(() => fetchJson('/remotes.json'));
  }
  list ??= readRemoteList(readRemotesJson);
  return list;
}

/** A visitor's Retry: the next `remoteList()` reads remotes.json again if the last read failed. */
export function retryList(): void {
  retrying = true;
}

/**
 * Where a remote is deployed now, for a Retry (runtimePlugins/lookUpAfresh.ts): remotes.json read
 * again, or, if that fails, the page's list.
 */
export async function deployedEntry(name: string): Promise<string | undefined> {
  try {
    const deployed = parseRemotesJson(await fetchJson('/remotes.json'));
    if (deployed[name]) return deployed[name];
  } catch {
    // The page's list below.
  }
  const current = await remoteList();
  return current.ok ? current.remotes[name] : undefined;
}
