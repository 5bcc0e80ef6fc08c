import { useId, useRef } from 'react';
import { NavRouteLink, useT } from '@ecopanel/shared-ui';
import type { NavEntry as NavItem } from '../../data/apps';
import { catalog } from '../../i18n/catalog';
import { useNavLabel } from '../../lib/useNavLabel';
import { hidePopover, isPopoverOpen, showPopover, usePopover } from './usePopover';
import headerStyles from './Header.module.css';
import styles from './ResourcesMenu.module.css';

/**
 * WAI-ARIA disclosure navigation: Resources stays a link; the button beside it shows the
 * sub-items. The sub-items are a `popover` the button opens (`popovertarget`), so it works with
 * JavaScript off and before hydration, and the browser closes it on Escape (focus back to the button
 * if it was inside), on a tap outside and when another menu opens. Once hydrated: aria-expanded
 * follows it, focus leaving it closes it, and hover opens it too on desktop, as the spec asks.
 */
export function ResourcesMenu({ item }: { item: NavItem }) {
  const t = useT(catalog);
  const navLabel = useNavLabel();
  const menuId = useId();
  const menu = useRef<HTMLUListElement>(null);
  const open = usePopover(menu);
  // A pointer that hovered the menu open and then clicks the button means "keep it open", not "close".
  const openedByHover = useRef(false);

  return (
    <li
      className={styles.wrapper}
      onMouseEnter={() => {
        openedByHover.current = !isPopoverOpen(menu.current);
        showPopover(menu.current);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        hidePopover(menu.current);
      }}
    >
      <NavRouteLink to={item.href} className={headerStyles.link}>
        {navLabel.node(item)}
      </NavRouteLink>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('header.submenu', { label: navLabel.text(item) })}
        popoverTarget={menuId}
        onClick={(event) => {
          // The browser would toggle it shut: the click only confirms what the hover opened.
          if (openedByHover.current) event.preventDefault();
          openedByHover.current = false;
        }}
      >
        <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul ref={menu} id={menuId} popover="auto" className={styles.menu}>
        {item.children?.map((child) => (
          <li key={child.href}>
            <NavRouteLink to={child.href}>{navLabel.node(child)}</NavRouteLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
