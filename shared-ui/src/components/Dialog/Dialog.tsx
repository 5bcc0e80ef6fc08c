import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import styles from './Dialog.module.css';

interface Props {
  /** Accessible name; or give `labelledBy` the id of a visible title inside. */
  label?: string;
  labelledBy?: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra keys (e.g. arrows in a lightbox); Escape always closes. */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  className?: string;
  closeLabel?: string;
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): render it only while open. Focus moves in and stays
 * in, Escape, the close button and a click on the backdrop close it, and focus then returns to what
 * opened it. It renders into document.body, above the fixed header, whatever its parent's stacking.
 */
export function Dialog({ label, labelledBy, onClose, children, onKeyDown, className, closeLabel = 'Close' }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel);

  return createPortal(
    // A click on the backdrop is a pointer-only way out; the keyboard has Escape and the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={styles.backdrop}
      data-testid="dialog-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {/* Escape and the focus trap are the dialog's own keys (WAI-ARIA dialog pattern). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={`${styles.panel} ${className ?? ''}`}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
            return;
          }
          onKeyDown?.(event);
        }}
      >
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        {children}
      </div>
    </div>,
    document.body,
  );
}
