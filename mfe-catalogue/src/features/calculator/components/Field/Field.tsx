import { useId, type ReactNode } from 'react';
import styles from './Field.module.css';

/** What the control inside a Field must carry so that the label, hint and error belong to it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface Props {
  label: string;
  hint?: ReactNode;
  /** Shown under the control, and read out with it, while the value is wrong. */
  error?: string | null;
  /** The unit written after the control (m, ft, %), for the eye; the label says it in words. */
  suffix?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** One labelled form control with its hint and its error message tied to it. */
export function Field({ label, hint, error, suffix, children }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
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
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
