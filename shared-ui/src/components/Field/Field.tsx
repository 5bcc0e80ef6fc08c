import { useId, type ReactNode } from 'react';
import styles from './Field.module.css';

/** What the control inside a Field must carry so that the label, hint and messages belong to it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  label: string;
  hint?: ReactNode;
  /** Shown under the control, and read out with it, while the value is wrong. */
  error?: string | null;
  /** The unit written after the control (m, ft, %), for the eye; the label says it in words. */
  suffix?: string;
  /**
   * Shown between the control and its error (a character count near the limit); `describedById`
   * names the element in it that is read with the control while it shows.
   */
  after?: ReactNode;
  describedById?: string;
  /** The control's id (default: one of React's own, the same on the server and in the browser). */
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One labelled form control (the calculator's, the quotation form's) with its hint, what follows
 * it, and its error message, all tied to it by aria-describedby.
 */
export function Field({ label, hint, error, suffix, after, describedById, id: givenId, children }: FieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, describedById, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.control}>
        {children({ id, 'aria-describedby': describedBy || undefined, 'aria-invalid': error ? true : undefined })}
        {suffix ? (
          <span className={styles.suffix} aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </div>
      {after}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
