import { useId, useRef } from 'react';
import { NavRouteLink, siteConfig, telHref, useT, WhatsAppLink } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import { useNavLabel } from '../../lib/useNavLabel';
import { useSiteNav } from '../../data/siteNav';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { Logo } from '../Logo/Logo';
import { ResourcesMenu } from './ResourcesMenu';
import { SideMenu } from './SideMenu';
import { usePopover } from './usePopover';
import styles from './Header.module.css';

export function Header() {
  const t = useT(catalog);
  const navLabel = useNavLabel();
  const { main: mainNav } = useSiteNav();
  const menuId = useId();
  // The side menu is a popover the button opens without script (before hydration too); the
  // browser holds its state, and this follows it for aria-expanded.
  const panel = useRef<HTMLDialogElement>(null);
  const menuOpen = usePopover(panel);

  return (
    <header className={styles.header}>
      <Logo />
      <nav aria-label={t('header.nav')} className={styles.desktopNav}>
        <ul className={styles.list}>
          {mainNav.map((item) =>
            item.children ? (
              <ResourcesMenu key={item.href} item={item} />
            ) : (
              <li key={item.href}>
                {/* `end` on Home only: every other item stays current on the pages below it. */}
                <NavRouteLink to={item.href} end={item.href === '/'} className={styles.link}>
                  {navLabel.node(item)}
                </NavRouteLink>
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className={styles.actions}>
        {/* Wide screens; on smaller ones the side menu holds it (no room beside the call button). */}
        <LanguageSwitch label={t('header.language')} className={styles.languages} />
        {/* The icon alone at every width: the full bar has no room for its words (see the 80rem rule). */}
        <WhatsAppLink iconOnly className={styles.whatsapp} />
        <a className={styles.call} href={telHref(siteConfig.phone)}>
          <svg className={styles.callIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M6.6 10.8a15.1 15.1 0 006.6 6.6l2.2-2.2a1 1 0 011-.24 11.4 11.4 0 003.6.57 1 1 0 011 1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.25.2 2.45.57 3.57a1 1 0 01-.25 1z"
            />
          </svg>
          <span className={styles.callText}>{siteConfig.phone}</span>
        </a>
        <button
          type="button"
          className={styles.menuButton}
          aria-label={t('header.openMenu')}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          popoverTarget={menuId}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <SideMenu id={menuId} ref={panel} />
    </header>
  );
}
