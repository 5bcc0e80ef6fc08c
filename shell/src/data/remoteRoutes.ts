import { pagePath, splitLangPath } from '@ecopanel/shared-ui/lang';
import { remoteId, type RemoteId } from '../remotes/remoteId';
import { REMOTES } from './apps';

/** The URL prefixes each remote owns and the exposed module that renders everything under them. */
export interface RemoteRoute {
  path: string;
  /** The remote routes below `path` itself (`/products/1/maple-...`). */
  nested: boolean;
  /** `remote/Module`, as listed in remotes.json and exposed by the remote. */
  remote: RemoteId;
  /** Completes "Loading …" and "… is unavailable" in the slot's messages. */
  label: string;
  /** The query parameters its pages read: the server renders with these alone (apps.json `query`). */
  query: readonly string[];
}

/** Each remote's prefixes, as apps.json lists them. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = REMOTES.flatMap((app) =>
  app.routes.map(({ path, nested, expose, label, query = [] }): RemoteRoute => ({
    path,
    nested,
    remote: remoteId({ remote: app.name, expose }),
    label,
    query,
  })),
);

/**
 * The remote route a URL path belongs to, if any (the same matching as the router's, whose basename
 * is the language prefix: `/si/products/1/x` belongs to the catalogue as `/products/1/x` does).
 */
export function remoteRouteFor(pathname: string): RemoteRoute | undefined {
  return remoteRouteOf(splitLangPath(pathname).path);
}

/** The remote route of a path with its language prefix already taken off (`/products/1/x`). */
export function remoteRouteOf(pathInLanguage: string): RemoteRoute | undefined {
  const path = pagePath(pathInLanguage);
  return REMOTE_ROUTES.find((r) => path === r.path || (r.nested && path.startsWith(`${r.path}/`)));
}
