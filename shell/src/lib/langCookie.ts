import type { Lang } from 'shared-ui/lang';

/** The cookie that remembers a visitor's choice of language. */
export const LANG_COOKIE = 'lang';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Remembers the language a visitor chose with the switch, for a later step to *suggest* it (issue
 * 25): never to redirect a URL that names a language, nor, in this step, a plain `/`. Lax, so it
 * goes along when a link from a chat app opens the site; no HttpOnly, as the page itself sets it.
 */
export function langCookie(lang: Lang, secure: boolean): string {
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function rememberLang(lang: Lang, doc: Document = document): void {
  doc.cookie = langCookie(lang, doc.location.protocol === 'https:');
}
