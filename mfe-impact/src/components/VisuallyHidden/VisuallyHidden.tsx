import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

/** Words for screen readers that sighted visitors get from the layout around them. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
