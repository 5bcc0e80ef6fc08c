import { remoteRouteFor } from '../data/remoteRoutes';
import { manifestReleaseId } from '@ecopanel/releases/layout';
import { exposedModule, REMOTES_JSON_ELEMENT_ID } from '../remotes';

/** What a page's field figures are filed under (the server's /__vitals reads the same). */
export interface PageTags {
  /** The remote that renders the route, or `shell` for the shell's own pages. */
  remote: string;
  /** The release the page was rendered with (`shell` for the shell's pages, `unknown` when the browser chose). */
  release: string;
  /** server: in the HTML; degraded: the server left the remote's part to the browser; client: no server HTML. */
  rendering: 'server' | 'degraded' | 'client';
}

/**
 * Read once, before hydration: the server pins the remote it rendered to that release in the
 * registry it embeds; a remote it could not render keeps the plain manifest there.
 */
export function pageTags(doc: Document, pathname: string): PageTags {
  const root = doc.getElementById('root');
  const rendered = Boolean(root?.hasChildNodes());
  const route = remoteRouteFor(pathname);
  if (!route) return { remote: 'shell', release: 'shell', rendering: rendered ? 'server' : 'client' };
  const { remote } = exposedModule(route.remote);
  let registry: Record<string, unknown> = {};
  try {
    registry = JSON.parse(doc.getElementById(REMOTES_JSON_ELEMENT_ID)?.textContent || '{}') as Record<string, unknown>;
  } catch {
    registry = {};
  }
  const pinned = typeof registry[remote] === 'string' ? manifestReleaseId(registry[remote]) : null;
  if (pinned) return { remote, release: pinned, rendering: 'server' };
  return { remote, release: 'unknown', rendering: rendered ? 'degraded' : 'client' };
}
