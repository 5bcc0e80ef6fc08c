import type { ReactNode } from 'react';
import { useLang } from '../../lang/LangContext';
import { untranslatedLang } from '../../lang/langPath';
import styles from './Untranslated.module.css';

/**
 * Text not yet in the app's catalog: English on a Sinhala or Tamil page, and marked so (`lang="en"`),
 * so a screen reader reads it with an English voice (issue 25). An app wraps what it has not
 * translated yet; each string it translates (useT) leaves this marking for its own.
 */
export function Untranslated({ children }: { children: ReactNode }) {
  const lang = untranslatedLang(useLang());
  if (!lang) return children;
  return (
    <div lang={lang} className={styles.contents}>
      {children}
    </div>
  );
}
