import type { ReactNode } from 'react';
import { untranslatedLang, useLang } from 'shared-ui';
import { Header } from '../Header/Header';
import { Breadcrumb } from '../Breadcrumb/Breadcrumb';
import { Footer } from '../Footer/Footer';
import { BackToTop } from '../BackToTop/BackToTop';
import { ScrollManager } from '../ScrollManager/ScrollManager';
import styles from './Layout.module.css';

/** The frame every page shares, whichever app renders the page itself. */
export function Layout({ children }: { children: ReactNode }) {
  const lang = useLang();
  return (
    // Coarse fallback marking (issue 25): on a Sinhala or Tamil page (<html lang="si">) the text is
    // still English until it is translated, so the whole frame says so with lang="en", and the
    // language switch's links name their own languages inside it. Later steps move the marking
    // inward, string by string, as translations land. `display: contents`: no box, no layout change.
    <div lang={untranslatedLang(lang)} className={styles.frame}>
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
    </div>
  );
}
