import type { ReactNode } from 'react';
import { Header } from '../Header/Header';
import { Breadcrumb } from '../Breadcrumb/Breadcrumb';
import { Footer } from '../Footer/Footer';
import { BackToTop } from '../BackToTop/BackToTop';
import { ScrollManager } from '../ScrollManager/ScrollManager';
import styles from './Layout.module.css';

/** The frame every page shares, whichever app renders the page itself. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <ScrollManager />
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <div className={styles.content}>
          <Breadcrumb />
          {children}
        </div>
      </main>
      <Footer />
      <BackToTop />
    </>
  );
}
