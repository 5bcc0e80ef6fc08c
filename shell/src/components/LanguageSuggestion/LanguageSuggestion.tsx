import { useLocation } from 'react-router-dom';
import { joinLangPath, LangProvider, useT, type Lang } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import styles from './LanguageSuggestion.module.css';

interface Props {
  /** The language the visitor chose before, not the page's. */
  lang: Lang;
  onDismiss: () => void;
}

/**
 * The offer of this page in the language the visitor chose before, written in that language (its
 * words from the shell's catalog in it): a link and "No, thanks", never a redirect (issue 25).
 */
export default function LanguageSuggestion({ lang, onDismiss }: Props) {
  return (
    <LangProvider value={lang}>
      <Offer lang={lang} onDismiss={onDismiss} />
    </LangProvider>
  );
}

function Offer({ lang, onDismiss }: Props) {
  const t = useT(catalog);
  const { pathname, search, hash } = useLocation();
  return (
    <aside className={styles.offer} lang={lang} aria-label={t('suggestion.label')}>
      <a className={styles.link} href={joinLangPath(lang, pathname) + search + hash} hrefLang={lang}>
        {t.node('suggestion.read')}
      </a>
      <button type="button" className={styles.dismiss} onClick={onDismiss}>
        {t.node('suggestion.dismiss')}
      </button>
    </aside>
  );
}
