import { useLang } from '../../lang/LangContext';
import { DEFAULT_LANG } from '../../lang/langPath';
import { formatDate } from '../../lib/format';

/**
 * A date from the data, for the eye in the page's language and ISO 8601 for machines. It names its
 * own language on a Sinhala or Tamil page, whose frame still says lang="en" until its text is
 * translated (shell Layout), so a screen reader reads "2024 මාර්තු 5" as Sinhala.
 */
export function DateText({ iso, className }: { iso: string; className?: string }) {
  const lang = useLang();
  return (
    <time dateTime={iso} lang={lang === DEFAULT_LANG ? undefined : lang} className={className}>
      {formatDate(iso, lang)}
    </time>
  );
}
