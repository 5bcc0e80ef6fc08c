import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { NavRouteLink, useT } from '@ecopanel/shared-ui';
import type { NavEntry as NavItem } from '../../data/apps';
import { catalog } from '../../i18n/catalog';
import { useNavLabel } from '../../lib/useNavLabel';
import headerStyles from './Header.module.css';
import styles from './ResourcesMenu.module.css';

/**
 * WAI-ARIA disclosure navigation: Resources stays a link; the button beside it shows the
 * sub-items. Hover opens it too on desktop, as the spec asks.
 */
export function ResourcesMenu({ item }: { item: NavItem }) {
  const t = useT(catalog);
  const navLabel = useNavLabel();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLLIElement>(null);
  // A pointer that hovered the menu open and then clicks the button means "keep it open", not "close".
  const openedByHover = useRef(false);

  useEffect(() => setOpen(false), [pathname]);

  // On the document, not the wrapper: a menu opened by hover must be dismissable without moving
  // focus into it (WCAG 1.4.13). Focus only comes back to the button if it was inside the menu.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const hadFocus = wrapper.current?.contains(document.activeElement) ?? false;
      setOpen(false);
      openedByHover.current = false;
      if (hadFocus) button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <li
      ref={wrapper}
      className={styles.wrapper}
      onMouseEnter={() => {
        openedByHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onBlur={onBlur}
    >
      <NavRouteLink to={item.href} className={headerStyles.link}>
        {navLabel.node(item)}
      </NavRouteLink>
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('header.submenu', { label: navLabel.text(item) })}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((o) => !o);
        }}
      >
        <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        {item.children?.map((child) => (
          <li key={child.href}>
            <NavRouteLink to={child.href}>{navLabel.node(child)}</NavRouteLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
