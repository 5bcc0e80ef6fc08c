import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteLink, useCurrentPageTitle, useT } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import { useSiteNav, type SiteNav } from '../../data/siteNav';
import type { NavEntry } from '../../data/apps';
import { useNavLabel } from '../../lib/useNavLabel';
import { buildCrumbs, type Crumb } from './crumbs';
import styles from './Breadcrumb.module.css';

/** Every menu entry of the page's menus by its href: the pages their owners name in each language. */
const menuEntries = (nav: SiteNav): Map<string, NavEntry> => {
  const entries = new Map<string, NavEntry>();
  const add = (list: readonly NavEntry[]) =>
    list.forEach((entry) => {
      if (!entries.has(entry.href)) entries.set(entry.href, entry);
      add(entry.children ?? []);
    });
  [nav.main, nav.footerQuick, nav.footerResources].forEach(add);
  return entries;
};

/** The page's own title (its PageMeta's), once the page below has given it; else `fallback`. */
function CurrentPageTitle({ path, fallback }: { path: string; fallback: ReactNode }) {
  return useCurrentPageTitle(path) ?? fallback;
}

/**
 * Inner pages only: the home page is its own root. Each crumb is named as the page it leads to is
 * named in the page's language (issue 43 point 3): the shell's own pages by its catalog, a remote's
 * sections by their menu entries (the remote's own words, in the page's menus), and the last crumb,
 * the page itself when neither names it (a product, the calculator, a 404), by its own title. Only a
 * crumb nothing names (a made-up path's middle segment, or a page that gave no title) shows the URL's
 * words, in English and marked so.
 */
export function Breadcrumb() {
  const t = useT(catalog);
  const navLabel = useNavLabel();
  const nav = useSiteNav();
  const { pathname } = useLocation();
  const crumbs = buildCrumbs(pathname);
  if (crumbs.length < 2) return null;
  const menus = menuEntries(nav);
  const fromUrl = (label: string): ReactNode => (t.lang === 'en' ? label : <span lang="en">{label}</span>);
  const labelOf = (crumb: Crumb, last: boolean): ReactNode => {
    if (crumb.known) return t.node(`crumb.${crumb.known}`);
    const entry = menus.get(crumb.href);
    if (entry) return navLabel.node(entry);
    if (!last) return fromUrl(crumb.label);
    // Its own boundary, new with each page: the crumb waits for the page's title while the page renders.
    return (
      <Suspense key={pathname} fallback={fromUrl(crumb.label)}>
        <CurrentPageTitle path={pathname} fallback={fromUrl(crumb.label)} />
      </Suspense>
    );
  };
  return (
    <nav aria-label={t('breadcrumb.label')} className={styles.nav}>
      <ol className={styles.list}>
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.href} className={styles.item}>
              {i > 0 ? (
                <span className={styles.separator} aria-hidden="true">
                  ›
                </span>
              ) : null}
              {last ? (
                <span className={styles.current} aria-current="page">
                  {labelOf(crumb, true)}
                </span>
              ) : (
                <RouteLink to={crumb.href}>{labelOf(crumb, false)}</RouteLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
