import { isLang, type Lang } from '@ecopanel/shared-ui/lang';

/** The cookie that remembers a visitor's choice of language. */
export const LANG_COOKIE = 'lang';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Remembers the language a visitor chose with the switch, only to *suggest* it on a page in another
 * language (LanguageSuggestion, issue 25): never to redirect a URL, a plain `/` included. Lax, so it
 * goes along when a link from a chat app opens the site; no HttpOnly, as the page itself sets it.
 */
export function langCookie(lang: Lang, secure: boolean): string {
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function rememberLang(lang: Lang, doc: Document = document): void {
  doc.cookie = langCookie(lang, doc.location.protocol === 'https:');
}

/** The language the visitor last chose with the switch, if any. */
export function rememberedLang(doc: Document = document): Lang | undefined {
  const value = doc.cookie
    .split(/;\s*/)
    .find((pair) => pair.startsWith(`${LANG_COOKIE}=`))
    ?.slice(LANG_COOKIE.length + 1);
  return isLang(value) ? value : undefined;
}
