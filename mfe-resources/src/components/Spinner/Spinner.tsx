import styles from './Spinner.module.css';

/** A busy indicator announced to screen readers by its label. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={`${styles.spinner} ${className ?? ''}`}>
      <span className={styles.ring} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
