import type { ReactNode } from 'react';
import {
  ExternalLink,
  RouteLink,
  siteConfig,
  telHref,
  useT,
  VisuallyHidden,
  type SocialLink,
} from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import { useNavLabel } from '../../lib/useNavLabel';
import type { NavEntry as NavItem } from '../../data/apps';
import { useSiteNav } from '../../data/siteNav';
import { Logo } from '../Logo/Logo';
import { NewsletterForm } from './NewsletterForm';
import styles from './Footer.module.css';

const ICONS: Record<SocialLink['label'], string> = {
  Facebook: 'M14 8h3V4h-3a4 4 0 00-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z',
  Instagram:
    'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-1.5a1 1 0 100 2 1 1 0 000-2z',
  X: 'M4 4h4.5l4 5.5L17 4h3l-6 7.2L21 20h-4.5l-4.4-6L7 20H4l6.6-7.8L4 4z',
};

function LinkList({ title, links }: { title: ReactNode; links: NavItem[] }) {
  const navLabel = useNavLabel();
  return (
    <div>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={`${link.label}-${link.href}`}>
            <RouteLink to={link.href}>{navLabel.node(link)}</RouteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const t = useT(catalog);
  const nav = useSiteNav();
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div className={styles.brand}>
          <Logo light />
          <p>{t.node('footer.about')}</p>
          <ul className={styles.social} aria-label={t('footer.social')}>
            {siteConfig.social.map((s) => (
              <li key={s.label}>
                <ExternalLink
                  href={s.href}
                  aria-label={t('footer.newTab', { name: s.label })}
                  className={styles.socialLink}
                >
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                    <path d={ICONS[s.label]} fill="currentColor" fillRule="evenodd" />
                  </svg>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>{t.node('footer.updates')}</h2>
          <p className={styles.small}>{t.node('footer.updatesText')}</p>
          <NewsletterForm />
        </div>
        <LinkList title={t.node('footer.quick')} links={nav.footerQuick} />
        <LinkList title={t.node('footer.resources')} links={nav.footerResources} />
        <div>
          <h2 className={styles.heading}>{t.node('footer.contact')}</h2>
          <ul className={styles.links}>
            <li>
              <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
            </li>
            <li>
              <a href={telHref(siteConfig.phone)}>{siteConfig.phone}</a>
            </li>
            <li>
              <ExternalLink href={siteConfig.officeAddress.mapUrl}>
                {siteConfig.officeAddress.line}
                <VisuallyHidden>{t.node('footer.map')}</VisuallyHidden>
              </ExternalLink>
            </li>
          </ul>
        </div>
      </div>
      {/* Prerendered at build time: a page built last year may hydrate in a new one. */}
      <p className={styles.copyright} suppressHydrationWarning>
        {t.node('footer.copyright', { year: new Date().getFullYear(), group: siteConfig.groupName })}
      </p>
    </footer>
  );
}
