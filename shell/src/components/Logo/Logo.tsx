import { RouteLink, siteConfig, useT } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import styles from './Logo.module.css';

/** The leaf over ridged panels: the company's product and its green claim in one mark. */
export function Logo({ light = false }: { light?: boolean }) {
  const t = useT(catalog);
  return (
    <RouteLink
      to="/"
      className={`${styles.logo} ${light ? styles.light : ''}`}
      aria-label={t('logo.home', { site: siteConfig.siteName })}
    >
      <svg className={styles.mark} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect width="36" height="36" rx="9" fill="#1f5a3f" />
        <path d="M7 27h22M7 23h22" stroke="#a7d8b9" strokeWidth="1.6" strokeLinecap="round" />
        <path d="M10 20c0-8 6-12 16-13-1 9-6 13-15 13" fill="#6cc08b" />
        <path d="M11 20l9-8" stroke="#e3f1e8" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span>{siteConfig.siteName}</span>
    </RouteLink>
  );
}
