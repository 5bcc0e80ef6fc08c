import { fetchJson, parseRemotesJson, readRemotesJson } from './remotesJson';
import { retryRemote } from './runtimePlugins/lookUpAfresh';

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
/** The deployed remotes.json as read for the last Retry: the list's re-read and the remote's lookup share it. */
let deployed: Promise<unknown> | undefined;
const readDeployed = () => (deployed ??= fetchJson('/remotes.json'));

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
 * a Retry (`retry`), a read that failed is not reused: the deployed remotes.json is read again.
 * A list that was read stays the same promise, so the runtime made from it is kept too.
 */
export function remoteList(): Promise<RemoteList> {
  if (retrying) {
    retrying = false;
    if (failed) return readRemoteList(readDeployed);
  }
  list ??= readRemoteList(readRemotesJson);
  return list;
}

/**
 * A visitor's Retry of a remote's part: the next `remoteList()` reads remotes.json again if the last
 * read failed, and the runtime's retry plugin looks the remote up afresh on its next request; both
 * from one read of the deployed file.
 */
export function retry(name: string): void {
  retrying = true;
  deployed = undefined;
  retryRemote(name);
}

/**
 * Where a remote is deployed now, for a Retry (runtimePlugins/lookUpAfresh.ts): remotes.json read
 * again, or, if that fails, the page's list.
 */
export async function deployedEntry(name: string): Promise<string | undefined> {
  try {
    const entry = parseRemotesJson(await readDeployed())[name];
    if (entry) return entry;
  } catch {
    // The page's list below.
  }
  const current = await remoteList();
  return current.ok ? current.remotes[name] : undefined;
}
