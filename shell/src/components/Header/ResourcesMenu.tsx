import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isCurrent, type NavItem } from '../../data/navigation';
import headerStyles from './Header.module.css';
import styles from './ResourcesMenu.module.css';

/**
 * WAI-ARIA disclosure navigation: Resources stays a link; the button beside it shows the
 * sub-items. Hover opens it too on desktop, as the spec asks.
 */
export function ResourcesMenu({ item }: { item: NavItem }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  // A pointer that hovered the menu open and then clicks the button means "keep it open", not "close".
  const openedByHover = useRef(false);

  useEffect(() => setOpen(false), [pathname]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <li
      className={styles.wrapper}
      onMouseEnter={() => {
        openedByHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <Link
        to={item.href}
        className={headerStyles.link}
        aria-current={isCurrent(item.href, pathname) ? 'page' : undefined}
      >
        {item.label}
      </Link>
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="Show Resources menu"
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
            <Link to={child.href} aria-current={isCurrent(child.href, pathname) ? 'page' : undefined}>
              {child.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
