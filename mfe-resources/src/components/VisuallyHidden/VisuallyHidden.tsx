import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

/** Text for screen readers only, e.g. which project a repeated "View Project Details" link opens. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
