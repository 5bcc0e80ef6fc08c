// The typed reader of apps.json. No Node imports here: besides the build (through build-tools/apps)
// and the tests, the shell's shipped code reads the manifest through this module
// (shell/src/data/apps.ts), so it must stay plain data and types.
import manifest from './apps.json';

/** A link of the header and side menu; `children` open under it. */
/** Sinhala and Tamil names of a menu entry, written by the app that owns the entry. */
export type NavLabels = Partial<Record<'si' | 'ta', string>>;

export interface NavEntry {
  label: string;
  /** The label in the site's other languages (issue 25); a language without one shows `label`, marked English. */
  labels?: NavLabels;
  href: string;
  /** Its place among every app's entries of the same list (the shell's own are 10, 20, ...). */
  order?: number;
  children?: NavEntry[];
}

/**
 * What a remote's release publishes about its pages in `site.json` beside its manifest (from its
 * `src/publicRoutes.ts` and `src/site.ts`): the shell's server composes the sitemap, menus and
 * footer from the live releases (server/src/compose/siteMenu.ts).
 */
export interface SiteFile {
  routes: string[];
  nav: NavEntry[];
  footer: { quick: NavEntry[]; resources: NavEntry[] };
}

/** A URL prefix a remote owns, rendered by one of its exposed modules. */
export interface RouteEntry {
  path: string;
  /** Whether the remote also routes below `path` (`/products/1/maple-...`). */
  nested: boolean;
  /** The exposed module (a key of `exposes` without its `./`) that renders the prefix. */
  expose: string;
  /** Completes "Loading …" and "… is unavailable" in the shell's messages. */
  label: string;
  /**
   * The query parameters its pages read (`/contact?product=&message=`). The shell's server renders
   * with these alone and keys its page cache by them, so `?utm_source=...` never makes a new page.
   */
  query?: string[];
}

/** One app of the site, as apps.json lists it. */
export interface AppEntry {
  /** Module Federation container name; also the key in remotes.json and deploy/production.json. */
  name: string;
  /** Its folder at the repository root, which is also its npm workspace. */
  dir: string;
  /** Default port of its dev and local servers. */
  port: number;
  /** The environment variable that moves that port. */
  portVar: string;
  /** What a remote offers the shell (`./Module` → file in its folder); the shell exposes nothing. */
  exposes: Record<string, string>;
  routes: RouteEntry[];
  /**
   * The shell's own menu entries; for a remote, only its top-level entry, shown until its release's
   * `site.json` is read (and by static hosting without the shell's server). A remote's real entries
   * are in its `src/site.ts`.
   */
  nav: NavEntry[];
}

// JSON imports are typed by inference, which makes every other app's `exposes` keys optional in each;
// the shape is AppEntry, and build-tools/apps.test.ts checks what each entry must hold.
export const APPS = manifest.apps as unknown as readonly AppEntry[];

/**
 * Each app lists the public paths it serves in this module, from its own data (the catalogue from
 * its products, resources from its projects), as `export const publicRoutes: readonly string[]`;
 * its build emits them as public-routes.json and, with its menu entries, as site.json in its release,
 * which the shell's server composes into /sitemap.xml (build-tools/publicRoutes.ts).
 */
export const PUBLIC_ROUTES_MODULE = './src/publicRoutes.ts';

/** Each remote's menu entries (`export const siteMenu = { nav, footer: { quick, resources } }`), optional. */
export const SITE_MODULE = './src/site.ts';
/** The file a remote's release publishes its routes and menu entries in, inside `releases/{id}/`. */
export const SITE_FILE = 'site.json';

/** The app the visitor opens; every other app is a remote it composes. */
export const SHELL_NAME = 'shell';

export const REMOTES: readonly AppEntry[] = APPS.filter((app) => app.name !== SHELL_NAME);

/**
 * The shell's registry for `npm run dev`: every remote's dev server on its port in apps.json. The
 * shell's build emits it as `remotes.json`; a deployed site gets its own at deploy or start time.
 */
export function devRemotesJson(host = 'localhost'): Record<string, string> {
  return Object.fromEntries(REMOTES.map((app) => [app.name, `http://${host}:${app.port}/mf-manifest.json`]));
}

export function appNamed(name: string): AppEntry {
  const app = APPS.find((a) => a.name === name);
  if (!app) throw new Error(`apps.json lists no app named ${name}`);
  return app;
}

/** The entry of the app in `dir` (an rspack config passes its __dirname). */
export function appAt(dir: string): AppEntry {
  const folder = dir.split(/[\\/]/).filter(Boolean).pop();
  const app = APPS.find((a) => a.dir === folder);
  if (!app) throw new Error(`apps.json lists no app in ${dir}`);
  return app;
}
