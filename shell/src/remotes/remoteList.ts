import { earlyRemotesJson } from './earlyHandOff';
import { fetchJson, parseRemotesJson, readRemotesJson } from './remotesJson';

/**
 * The remotes this page may load, from remotes.json. Where each remote lives is decided at deploy
 * time by that file (served beside the shell, never cached), not at build time: a remote team
 * moves or releases its app without a shell build.
 */
export type RemoteList = { ok: true; remotes: Record<string, string> } | { ok: false; reason: string };

let list: Promise<RemoteList> | undefined;
let retrying = false;

/** Reads the list afresh with `read` (tests hand in their own); what `remoteList()` answers from then on. */
export function readRemoteList(read: () => Promise<unknown>): Promise<RemoteList> {
  list = read()
    .then((data) => ({ ok: true as const, remotes: parseRemotesJson(data) }))
    .catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      console.error('Remote registry unavailable:', reason);
      return { ok: false as const, reason };
    });
  return list;
}

/**
 * The page's list, read once; started as early as possible so it overlaps the app's download. After
 * a Retry (`retryList`), a read that failed is not reused: the deployed remotes.json is read again.
 */
export function remoteList(): Promise<RemoteList> {
  if (retrying && list) {
    retrying = false;
    const failedOrNot = list;
    list = failedOrNot.then((current) => (current.ok ? current : readRemoteList(() => fetchJson('/remotes.json'))));
  }
  // The early script (earlyEntry.ts) has usually asked for it already, before this bundle arrived.
  list ??= readRemoteList(() => earlyRemotesJson() ?? readRemotesJson());
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
