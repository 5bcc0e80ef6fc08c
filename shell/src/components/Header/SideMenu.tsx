import { useRef } from 'react';
import { NavRouteLink, siteConfig, telHref, useModalDialog, useT, WhatsAppLink } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import type { NavEntry } from '../../data/apps';
import { useNavLabel } from '../../lib/useNavLabel';
import { useSiteNav } from '../../data/siteNav';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import styles from './SideMenu.module.css';

interface Props {
  id: string;
  onClose: () => void;
}

/** The small-screen menu: a modal <dialog>, so focus stays inside and the page behind is inert. */
export function SideMenu({ id, onClose }: Props) {
  const t = useT(catalog);
  const navLabel = useNavLabel();
  const panel = useRef<HTMLDialogElement>(null);
  const { main: mainNav } = useSiteNav();
  useModalDialog(panel, onClose);

  const link = (entry: NavEntry) => (
    <NavRouteLink to={entry.href} end={entry.href === '/'} className={styles.link} onClick={onClose}>
      {navLabel.node(entry)}
    </NavRouteLink>
  );

  return (
    // Keyboard and screen-reader users close it with Escape or the Close button; a pointer also
    // closes it on the ::backdrop.
    <dialog ref={panel} id={id} className={styles.panel} aria-modal="true" aria-label={t('menu.label')}>
      <div className={styles.content}>
        <div className={styles.top}>
          <strong>{siteConfig.siteName}</strong>
          <button type="button" className={styles.close} aria-label={t('header.closeMenu')} onClick={onClose}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
        <nav aria-label={t('menu.nav')}>
          <ul className={styles.list}>
            {mainNav.map((item) => (
              <li key={item.href}>
                {link(item)}
                {item.children ? (
                  <ul className={styles.sub}>
                    {item.children.map((child) => (
                      <li key={child.href}>{link(child)}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch label={t('menu.language')} className={styles.languages} onChoose={onClose} />
        <a className={styles.call} href={telHref(siteConfig.phone)} onClick={onClose}>
          {t.node('menu.call', { phone: siteConfig.phone })}
        </a>
        <WhatsAppLink className={styles.whatsapp} onClick={onClose} />
      </div>
    </dialog>
  );
}
