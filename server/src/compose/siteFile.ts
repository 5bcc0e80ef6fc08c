import type { AppEntry, NavEntry, NavLabels, SiteFile } from '@ecopanel/shell/data/apps';

/** Limits on what a remote's release may put in the site's menus and sitemap. */
export const SITE_FILE_LIMITS = { maxBytes: 256 * 1024, routes: 5000, entries: 40, children: 30, label: 80, path: 512 };

// A plain path: what a link or a sitemap entry may be (no scheme, no `//host`, no quotes or markup).
const PATH = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;
const isPath = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= SITE_FILE_LIMITS.path && PATH.test(value);

/** Whether `path` lies under one of the remote's route prefixes (its pages; no other app's). */
export const ownsPath = (app: Pick<AppEntry, 'routes'>, path: string) =>
  app.routes.some((r) => path === r.path || (r.nested && path.startsWith(`${r.path}/`)));

const isLabel = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= SITE_FILE_LIMITS.label;

/** An entry's Sinhala and Tamil labels: each optional, each held to a label's rules; no other key. */
function navLabels(value: unknown, at: string): NavLabels | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`${at}: labels must be an object of si and ta labels`);
  const labels: NavLabels = {};
  for (const [lang, text] of Object.entries(value)) {
    if (lang !== 'si' && lang !== 'ta')
      throw new Error(`${at}: labels.${lang.slice(0, 8)} is not a language of this site`);
    if (!isLabel(text)) throw new Error(`${at}: labels.${lang}: a label of 1 to ${SITE_FILE_LIMITS.label} characters`);
    labels[lang] = text.trim();
  }
  return labels;
}

function entries(value: unknown, where: string, max: number, nested: boolean): NavEntry[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > max) throw new Error(`${where}: a list of at most ${max} entries`);
  return value.map((raw: unknown, i) => {
    const { label, labels, href, order, children } = (raw ?? {}) as Record<string, unknown>;
    const at = `${where}[${i}]`;
    if (!isLabel(label)) throw new Error(`${at}: a label of 1 to ${SITE_FILE_LIMITS.label} characters`);
    const translated = navLabels(labels, at);
    if (!isPath(href)) throw new Error(`${at}: href must be a path on this site`);
    if (order !== undefined && (typeof order !== 'number' || !Number.isFinite(order)))
      throw new Error(`${at}: order must be a number`);
    if (children !== undefined && !nested) throw new Error(`${at}: only top-level entries have children`);
    const kids = nested ? entries(children, `${at}.children`, SITE_FILE_LIMITS.children, false) : [];
    return {
      label: label.trim(),
      ...(translated ? { labels: translated } : {}),
      href,
      ...(order === undefined ? {} : { order }),
      ...(kids.length ? { children: kids } : {}),
    };
  });
}

/**
 * A remote release's `site.json`, as the shell's server accepts it: untrusted data from the
 * remote's origin. Its routes must lie under the remote's own prefixes (a remote lists only its own
 * pages in the sitemap); its links must be paths on this site; lists, labels and paths are capped.
 */
export function parseSiteFile(app: Pick<AppEntry, 'name' | 'routes'>, data: unknown): SiteFile {
  const { routes, nav, footer } = (data ?? {}) as Record<string, unknown>;
  const where = `${app.name} site.json`;
  if (!Array.isArray(routes) || routes.length > SITE_FILE_LIMITS.routes)
    throw new Error(`${where}: routes must be a list of at most ${SITE_FILE_LIMITS.routes} paths`);
  for (const route of routes)
    if (!isPath(route) || !ownsPath(app, route))
      throw new Error(`${where}: ${JSON.stringify(route).slice(0, 80)} is not a path under ${app.name}'s prefixes`);
  const f = (footer ?? {}) as Record<string, unknown>;
  return {
    routes: [...new Set(routes as string[])],
    nav: entries(nav, `${where} nav`, SITE_FILE_LIMITS.entries, true),
    footer: {
      quick: entries(f.quick, `${where} footer.quick`, SITE_FILE_LIMITS.entries, false),
      resources: entries(f.resources, `${where} footer.resources`, SITE_FILE_LIMITS.entries, false),
    },
  };
}
