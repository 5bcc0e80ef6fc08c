import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalDialog } from '../../hooks/useModalDialog';
import { useT } from '../../i18n/useT';
import { sharedText } from '../../i18n/text';
import styles from './Dialog.module.css';

interface Props {
  /** Accessible name; or give `labelledBy` the id of a visible title inside. */
  label?: string;
  labelledBy?: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra keys (e.g. arrows in a lightbox); Escape always closes. */
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  className?: string;
  closeLabel?: string;
}

/**
 * A modal dialog on the native <dialog>: render it only while open. The browser keeps focus inside
 * and the page behind inert; Escape, the close button and a click on the backdrop close it, and
 * focus then returns to what opened it. It lives in the top layer, above the fixed header.
 */
export function Dialog({ label, labelledBy, onClose, children, onKeyDown, className, closeLabel }: Props) {
  const t = useT(sharedText);
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(dialog, onClose);

  // Into document.body: an inert or aria-hidden ancestor of the caller would hide a dialog inside it,
  // top layer or not.
  return createPortal(
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      className={styles.dialog}
      onKeyDown={onKeyDown}
    >
      <div className={`${styles.panel} ${className ?? ''}`}>
        <button type="button" className={styles.close} aria-label={closeLabel ?? t('close')} onClick={onClose}>
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
