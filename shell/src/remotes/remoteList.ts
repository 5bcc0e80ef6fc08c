import { earlyRemotesJson } from './earlyHandOff';
import { fetchJson, parseRemotesJson, readRemotesJson } from './remotesJson';

/**
 * The remotes this page may load, from remotes.json. Where each remote lives is decided at deploy
 * time by that file (served beside the shell, never cached), not at build time: a remote team
 * moves or releases its app without a shell build.
 */
export type RemoteList = { ok: true; remotes: Record<string, string> } | { ok: false; reason: string };

let list: Promise<RemoteList> | undefined;

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

/** The page's list, read once; started as early as possible so it overlaps the app's download. */
export function remoteList(): Promise<RemoteList> {
  // The early script (earlyEntry.ts) has usually asked for it already, before this bundle arrived.
  list ??= readRemoteList(() => earlyRemotesJson() ?? readRemotesJson());
  return list;
}

/**
 * What a Retry loads: the deployed remotes.json, read again. A failed read must not be reused, and
 * neither may the release the server pinned in the page: its files failed once already, and the
 * browser would answer a second request for the same URL from that failed preload.
 */
export async function remoteListForRetry(): Promise<RemoteList> {
  const current = await remoteList();
  if (!current.ok) return readRemoteList(() => fetchJson('/remotes.json'));
  try {
    return { ok: true, remotes: { ...current.remotes, ...parseRemotesJson(await fetchJson('/remotes.json')) } };
  } catch {
    return current;
  }
}
