import { createContext, useContext } from 'react';
import { APPS, SHELL_NAME, type AppEntry, type NavEntry, type SiteFile } from './apps';
import shellFooter from './shellFooter.json';

/** The menus of every page: the header and side menu (`main`) and the footer's two link lists. */
export interface SiteNav {
  main: NavEntry[];
  footerQuick: NavEntry[];
  footerResources: NavEntry[];
}

/** The menu entries each app contributes: a remote's come from its live release (site.json). */
export type MenuPart = Pick<SiteFile, 'nav' | 'footer'>;

/** The id of the `<script type="application/json">` the server puts the page's menus in. */
export const SITE_NAV_ELEMENT_ID = '__site_nav__';

/** The shell's own footer links; the remotes' come from their releases. */
export const SHELL_FOOTER = shellFooter as MenuPart['footer'];

/** Ordered by `order` (entries without one after those with one), else in the order given. */
const byOrder = (entries: NavEntry[]) =>
  entries
    .map((entry, i) => ({ entry, i }))
    .sort((a, b) => (a.entry.order ?? Infinity) - (b.entry.order ?? Infinity) || a.i - b.i)
    .map(({ entry }) => entry);

/** The site's menus from the shell's part and each remote's, in the order of apps.json. */
export function composeSiteNav(parts: readonly MenuPart[]): SiteNav {
  return {
    main: byOrder(parts.flatMap((p) => p.nav)),
    footerQuick: byOrder(parts.flatMap((p) => p.footer.quick)),
    footerResources: byOrder(parts.flatMap((p) => p.footer.resources)),
  };
}

/**
 * The remotes' entries as their sources were when the shell was built (shell/rspack.config.ts);
 * not defined in tests.
 */
declare const __BUILT_SITE_MENU__: Record<string, MenuPart> | undefined;
const BUILT: Record<string, MenuPart> = typeof __BUILT_SITE_MENU__ === 'undefined' ? {} : __BUILT_SITE_MENU__;

/**
 * A remote's entries while none of its releases could be read: those of its source at the shell's
 * build, else its top-level entry in apps.json.
 */
export const fallbackPart = (app: Pick<AppEntry, 'name' | 'nav'>): MenuPart =>
  BUILT[app.name] ?? { nav: app.nav, footer: { quick: [], resources: [] } };

/**
 * The menus the shell's build prerenders with (put in those pages, as the server puts a page's
 * menus in every page it serves): the shell's own entries and each remote's fallback part. The
 * page's code holds them with English names only (build-tools/pageMenusLoader.cjs): it uses them
 * where a page carries no menus (spa.html served by static hosting).
 */
export const FALLBACK_NAV: SiteNav = composeSiteNav(
  APPS.map((app) => (app.name === SHELL_NAME ? { nav: app.nav, footer: SHELL_FOOTER } : fallbackPart(app))),
);

export const SiteNavContext = createContext<SiteNav>(FALLBACK_NAV);

export const useSiteNav = () => useContext(SiteNavContext);

/** The menus the server or the build put in the page (spa.html served by static hosting has none: the fallback). */
export function readEmbeddedSiteNav(doc: Document): SiteNav {
  const text = doc.getElementById(SITE_NAV_ELEMENT_ID)?.textContent;
  if (!text) return FALLBACK_NAV;
  try {
    const nav = JSON.parse(text) as SiteNav;
    return Array.isArray(nav.main) && Array.isArray(nav.footerQuick) && Array.isArray(nav.footerResources)
      ? nav
      : FALLBACK_NAV;
  } catch {
    return FALLBACK_NAV;
  }
}
