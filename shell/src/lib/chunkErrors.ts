/** A script or stylesheet of the app could not be fetched: a network blip, or a release removed it. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
      error.message,
    )
  );
}

const KEY = 'ecopanel:reloaded-for-missing-code';
/** Long enough for a reload to come back and fail again; short enough that a later visit may retry. */
const WINDOW_MS = 60_000;

/**
 * Reloads the page once to pick up the current release's files (a tab left open across a release
 * whose files are gone). Returns false, and does nothing, if this page was already reloaded for
 * that within the last minute: the visitor then gets the message and the button, never a loop.
 */
export function reloadOnce(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeSessionStorage(),
  now = Date.now(),
  reload = () => window.location.reload(),
): boolean {
  const path = typeof window === 'undefined' ? '' : window.location.pathname;
  try {
    const last = JSON.parse(storage?.getItem(KEY) ?? 'null') as { path: string; at: number } | null;
    if (!storage || (last && last.path === path && now - last.at < WINDOW_MS)) return false;
    storage.setItem(KEY, JSON.stringify({ path, at: now }));
  } catch {
    return false;
  }
  reload();
  return true;
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
