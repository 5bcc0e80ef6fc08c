import { DEFAULT_LANG, type Lang } from '@ecopanel/shared-ui';

// The languages' names as the company's staff read them in the mail (issue 25 point 6). A small
// table here until the translation catalogs hold language names.
const NAME: Record<Lang, string> = { en: 'English', si: 'Sinhala', ta: 'Tamil' };

/** The `language` template parameter: which language the visitor's page was in, e.g. 'Sinhala (si)'. */
export const languageParam = (lang: Lang): string => `${NAME[lang]} (${lang})`;

/**
 * The message the company reads: on a Sinhala or Tamil page, a first line saying so, so the reply
 * can be in that language even if the EmailJS template does not show {{language}}. An English
 * page's message is the visitor's words alone, as before (English is the company's default).
 */
export function messageWithLanguage(message: string, lang: Lang): string {
  if (lang === DEFAULT_LANG) return message;
  return `Language: ${languageParam(lang)}. Please reply in ${NAME[lang]}.\n\n${message}`;
}
