import { useLocation } from 'react-router-dom';
import { joinLangPath, LANGS, useLang, type Lang } from '@ecopanel/shared-ui';
import { rememberLang } from '../../lib/langCookie';
import styles from './LanguageSwitch.module.css';

/** Each language named in itself, so a reader finds their own whatever the page's language. */
const NAMES: Record<Lang, string> = { en: 'English', si: 'සිංහල', ta: 'தமிழ்' };

interface Props {
  /** The landmark's name: the header's and the side menu's switches must not share one. */
  label: string;
  className?: string;
  /** Called on a choice (the side menu closes). */
  onChoose?: () => void;
}

/**
 * The same page in each language (issue 25): plain links, not router links, because another
 * language is another document (its <html lang>, its router basename), loaded from the server.
 * Each link carries its language (`lang` for screen readers, `hreflang` for the target); the
 * current one is marked as WAI-ARIA's practice for a set of links does (`aria-current="true"`).
 */
export function LanguageSwitch({ label, className, onChoose }: Props) {
  const current = useLang();
  // The path inside the language (the router's basename is the prefix), query and hash kept.
  const { pathname, search, hash } = useLocation();
  return (
    <nav aria-label={label} className={className}>
      <ul className={styles.list}>
        {LANGS.map((lang) => (
          <li key={lang}>
            <a
              className={styles.link}
              href={joinLangPath(lang, pathname) + search + hash}
              lang={lang}
              hrefLang={lang}
              aria-current={lang === current ? 'true' : undefined}
              onClick={() => {
                rememberLang(lang);
                onChoose?.();
              }}
            >
              {NAMES[lang]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
