import { MANIFEST, pointerFor, releasePath } from '../../layout.cjs';
import { parseRelease, type Release } from './releaseWatcher';

// A release preview (the shell's server: /__preview): which candidate release a tester's browser
// sees in place of each previewed remote's live one, and what that browser is pinned to.

/** Remote name -> the candidate release id this browser sees in its place. */
export type Preview = Record<string, string>;

/** A candidate release of `remote` by its id, laid out as every release is (@ecopanel/releases). */
export const candidateRelease = (remote: string, manifestUrl: string, id: string): Release =>
  parseRelease(remote, manifestUrl, pointerFor(id));

/** remotes.json as a previewing browser must use it: each previewed remote pinned to its candidate's manifest. */
export function previewRegistry(registry: Record<string, string>, preview: Preview): Record<string, string> {
  const pinned = { ...registry };
  for (const [name, id] of Object.entries(preview))
    if (registry[name]) pinned[name] = new URL(releasePath(id, MANIFEST), registry[name]).href;
  return pinned;
}
