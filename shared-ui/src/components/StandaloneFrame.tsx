import type { ReactNode } from 'react';
import styles from './StandaloneFrame.module.css';

/**
 * The page a remote shows when served on its own (QA, `npm run dev -w <remote>`): the same tokens
 * and primitives as the composed site, with a banner so nobody mistakes it for the real site.
 */
export function StandaloneFrame({ remote, children }: { remote: string; children: ReactNode }) {
  return (
    <>
      <p className={styles.banner}>
        Standalone preview of the {remote} remote, for QA. Visitors see it inside the site.
      </p>
      <main id="main" className={styles.main}>
        {children}
      </main>
    </>
  );
}
