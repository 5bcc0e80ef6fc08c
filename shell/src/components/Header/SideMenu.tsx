import { useEffect, useRef, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { siteConfig, telHref } from 'shared-ui';
import { mainNav } from '../../data/navigation';
import styles from './SideMenu.module.css';

interface Props {
  id: string;
  onClose: () => void;
}

/** The small-screen menu: a modal dialog, so focus stays inside and the page behind does not scroll. */
export function SideMenu({ id, onClose }: Props) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>('a[href], button')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const link = (href: string, label: string) => (
    <NavLink to={href} end={href === '/'} className={styles.link} onClick={onClose}>
      {label}
    </NavLink>
  );

  return (
    <>
      {/* Pointer-only affordance: keyboard and screen-reader users have Escape and the Close button. */}
      <div className={styles.backdrop} aria-hidden="true" data-testid="side-menu-backdrop" onClick={onClose} />
      {/* Escape and the focus trap are the dialog's own keys (WAI-ARIA dialog pattern). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={panel}
        id={id}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label="Site menu"
        onKeyDown={onKeyDown}
      >
        <div className={styles.top}>
          <strong>{siteConfig.siteName}</strong>
          <button type="button" className={styles.close} aria-label="Close menu" onClick={onClose}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className={styles.list}>
            {mainNav.map((item) => (
              <li key={item.href}>
                {link(item.href, item.label)}
                {item.children ? (
                  <ul className={styles.sub}>
                    {item.children.map((child) => (
                      <li key={child.href}>{link(child.href, child.label)}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        <a className={styles.call} href={telHref(siteConfig.phone)} onClick={onClose}>
          Call {siteConfig.phone}
        </a>
      </div>
    </>
  );
}
