import type { Ref } from 'react';
import { NavRouteLink, siteConfig, telHref, useT, WhatsAppLink } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import type { NavEntry } from '../../data/apps';
import { useNavLabel } from '../../lib/useNavLabel';
import { useSiteNav } from '../../data/siteNav';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { hidePopover } from './usePopover';
import styles from './SideMenu.module.css';

interface Props {
  id: string;
  ref: Ref<HTMLDialogElement>;
}

/**
 * The small-screen menu: a `<dialog popover>` the header's menu button opens (`popovertarget`), so it
 * works with JavaScript off and while the page's script is still on its way, and a tap made then is
 * kept after hydration (the browser holds the state; Header's usePopover follows it). The browser
 * moves focus into it; Escape, the Close button or a tap on the dimmed page beside it (the scrim, a
 * hide button too) closes it and gives focus back to the menu button. It is in the server's HTML,
 * closed; CSS keeps the page behind from scrolling while it is open.
 */
export function SideMenu({ id, ref }: Props) {
  const t = useT(catalog);
  const navLabel = useNavLabel();
  const { main: mainNav } = useSiteNav();
  // A tap on a link closes the menu (the page it leads to may be this one, or another tab's).
  const onClose = () => hidePopover(document.getElementById(id));

  const link = (entry: NavEntry) => (
    <NavRouteLink to={entry.href} end={entry.href === '/'} className={styles.link} onClick={onClose}>
      {navLabel.node(entry)}
    </NavRouteLink>
  );

  return (
    <dialog ref={ref} id={id} popover="auto" className={styles.panel} aria-label={t('menu.label')}>
      <div className={styles.content}>
        <div className={styles.top}>
          <strong>{siteConfig.siteName}</strong>
          <button
            type="button"
            className={styles.close}
            aria-label={t('header.closeMenu')}
            popoverTarget={id}
            popoverTargetAction="hide"
          >
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
        {/* Another language is another document: its links need not close the menu. */}
        <LanguageSwitch label={t('menu.language')} className={styles.languages} />
        <a className={styles.call} href={telHref(siteConfig.phone)} onClick={onClose}>
          {t.node('menu.call', { phone: siteConfig.phone })}
        </a>
        <WhatsAppLink className={styles.whatsapp} onClick={onClose} />
      </div>
      {/* For pointers only (keyboards have Escape and the Close button), after the content so the
          browser's focus on opening goes to the Close button. */}
      <button
        type="button"
        className={styles.scrim}
        popoverTarget={id}
        popoverTargetAction="hide"
        tabIndex={-1}
        aria-hidden="true"
      />
    </dialog>
  );
}
