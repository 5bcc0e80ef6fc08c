import { useT } from '../i18n/useT';
import { sharedText } from '../i18n/text';
import styles from './Skeleton.module.css';

/** A placeholder of a fixed height, so content that arrives later does not shift the layout. */
export function Skeleton({ minHeight, label }: { minHeight: string; label?: string }) {
  const t = useT(sharedText);
  return (
    <div
      className={styles.skeleton}
      style={{ minHeight }}
      role="status"
      aria-label={label ?? t('loading')}
      aria-busy="true"
    />
  );
}
