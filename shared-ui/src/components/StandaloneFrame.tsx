import type { ReactNode } from 'react';
import styles from './StandaloneFrame.module.css';

/**
 * The page a remote shows when served on its own (QA, `npm run dev -w <remote>`): the same tokens
 * and primitives as the composed site, with a banner so nobody mistakes it for the real site.
 */
export function StandaloneFrame({ remote, children }: { remote: string; children: ReactNode }) {
  return (
    <>
      {/* A landmark, as every part of a page is (axe's `region`): the QA page's own banner. */}
      <header className={styles.banner}>
        <p>Standalone preview of the {remote} remote, for QA. Visitors see it inside the site.</p>
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
    </>
  );
}
