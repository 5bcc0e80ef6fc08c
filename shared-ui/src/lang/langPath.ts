/**
 * The site's languages and where each lives in the URL (issue 25): English at today's URLs, the
 * others under their own prefix with the same English slugs (`/si/products/1/maple-ceiling-sheet`).
 * The one place that reads or writes the prefix: the shell's router basename, its server and the
 * remotes' links all go through these, so no app parses the URL its own way. No React in here
 * (shared-ui/lang), so a Node script or the server can read a URL's language alone.
 */
export const LANGS = ['en', 'si', 'ta'] as const;
export type Lang = (typeof LANGS)[number];

/** English: unprefixed, the `x-default` of every page. */
export const DEFAULT_LANG: Lang = 'en';

/** The languages that have a URL prefix. A visitor's `/fr/...` or `/en/...` is an ordinary (unknown) path. */
const PREFIXED: readonly Lang[] = LANGS.filter((lang) => lang !== DEFAULT_LANG);

export const isLang = (value: unknown): value is Lang => (LANGS as readonly unknown[]).includes(value);

export interface LangPath {
  lang: Lang;
  /** The path inside the language, always starting with `/` (the router's pathname). */
  path: string;
}

/**
 * Splits a URL path into its language and the path inside it: `/si/products` -> si + `/products`,
 * `/si/` and `/si` -> si + `/`, `/products` -> en + `/products`. Case-sensitive and exact: `/SI/`
 * and `/sixty` are English paths (and so 404s), never a language.
 */
export function splitLangPath(pathname: string): LangPath {
  for (const lang of PREFIXED) {
    const prefix = `/${lang}`;
    if (pathname === prefix) return { lang, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { lang, path: pathname.slice(prefix.length) };
  }
  return { lang: DEFAULT_LANG, path: pathname };
}

/** The URL path of `path` in `lang`: the inverse of splitLangPath. A language's home is `/si/`. */
export function joinLangPath(lang: Lang, path: string): string {
  const inner = path.startsWith('/') ? path : `/${path}`;
  return lang === DEFAULT_LANG ? inner : `/${lang}${inner}`;
}

/**
 * The router's basename for `lang`. With a trailing slash, so a link to `/` is `/si/` (the
 * canonical home) and not `/si`; the server sends `/si` to `/si/` with a 301 (server/src).
 */
export const langBasename = (lang: Lang): string => (lang === DEFAULT_LANG ? '/' : `/${lang}/`);

/**
 * The language of the text the page shows while it is not yet translated: English. Content
 * containers carry `lang="en"` on a Sinhala or Tamil page so that screen readers and search engines
 * read it as what it is; undefined on an English page (the <html lang> says so already).
 */
export const untranslatedLang = (lang: Lang): 'en' | undefined => (lang === DEFAULT_LANG ? undefined : 'en');
