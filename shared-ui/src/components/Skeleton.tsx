import styles from './Skeleton.module.css';

/** A placeholder of a fixed height, so content that arrives later does not shift the layout. */
export function Skeleton({ minHeight, label = 'Loading' }: { minHeight: string; label?: string }) {
  return <div className={styles.skeleton} style={{ minHeight }} role="status" aria-label={label} aria-busy="true" />;
}
