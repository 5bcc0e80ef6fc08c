import { useContext, useState, type ReactNode } from 'react';
import { createPageTitleStore, PageTitleContext, PageTitleProvider, useT } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import { Header } from '../Header/Header';
import { Breadcrumb } from '../Breadcrumb/Breadcrumb';
import { Footer } from '../Footer/Footer';
import { BackToTop } from '../BackToTop/BackToTop';
import { LanguageSuggestionSlot } from '../LanguageSuggestion/LanguageSuggestionSlot';
import { ScrollManager } from '../ScrollManager/ScrollManager';
import styles from './Layout.module.css';

/** The frame every page shares, whichever app renders the page itself. */
export function Layout({ children }: { children: ReactNode }) {
  const t = useT(catalog);
  // The page's title for the breadcrumb above it: the server's render provides its own store (one
  // page); the browser's app keeps one for its life.
  const outer = useContext(PageTitleContext);
  const [own] = useState(() => (outer ? null : createPageTitleStore()));
  return (
    <PageTitleProvider value={outer ?? own}>
      {/* The frame's text is the shell's catalog's, string by string in the page's language; a
          remote's part marks its own untranslated text (issue 25). */}
      <a className={styles.skip} href="#main">
        {t.node('frame.skip')}
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
      <LanguageSuggestionSlot />
    </PageTitleProvider>
  );
}
