/** The URL prefixes each remote owns and the exposed module that renders everything under them. */
export interface RemoteRoute {
  path: string;
  /** The remote routes below `path` itself (`/products/1/maple-...`). */
  nested: boolean;
  /** `remote/Module`, as listed in remotes.json and exposed by the remote. */
  remote: `${string}/${string}`;
  /** Completes "Loading …" and "… is unavailable" in the slot's messages. */
  label: string;
}

export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/products', nested: true, remote: 'catalogue/ProductRoutes', label: 'the product catalogue' },
  { path: '/resources', nested: true, remote: 'resources/ResourcesRoutes', label: 'the resources section' },
  { path: '/contact', nested: false, remote: 'quotation/ContactPage', label: 'the quotation form' },
];

/** The remote route a URL path belongs to, if any (the same matching as the router's). */
export function remoteRouteFor(pathname: string): RemoteRoute | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return REMOTE_ROUTES.find((r) => path === r.path || (r.nested && path.startsWith(`${r.path}/`)));
}
