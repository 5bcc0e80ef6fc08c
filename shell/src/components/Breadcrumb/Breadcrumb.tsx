import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteLink, useT } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import { buildCrumbs, type Crumb } from './crumbs';
import styles from './Breadcrumb.module.css';

/** Inner pages only: the home page is its own root. */
export function Breadcrumb() {
  const t = useT(catalog);
  const { pathname } = useLocation();
  const crumbs = buildCrumbs(pathname);
  if (crumbs.length < 2) return null;
  // A page the site names is translated; a label made from the URL (a product's slug) stays as the
  // URL gives it, in English, and says so on a Sinhala or Tamil page.
  const labelOf = (crumb: Crumb): ReactNode =>
    crumb.known ? t.node(`crumb.${crumb.known}`) : t.lang === 'en' ? crumb.label : <span lang="en">{crumb.label}</span>;
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
                  {labelOf(crumb)}
                </span>
              ) : (
                <RouteLink to={crumb.href}>{labelOf(crumb)}</RouteLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
