import { DEFAULT_LANG, joinLangPath, LANGS, type Lang } from './langPath';

/** One `<link rel="alternate" hreflang>` of a page (or `xhtml:link` of a sitemap entry). */
export interface LangAlternate {
  hreflang: Lang | 'x-default';
  href: string;
}

/**
 * `path` as canonicals write it: no trailing slash, except the home page's `/`. The one trailing-slash
 * rule of a page's path: the shell's route table and its sitemap reader use it too.
 */
export const pagePath = (path: string): string => (path === '/' ? '/' : path.replace(/\/+$/, '') || '/');

/** The absolute URL of the page at `path` (inside a language, e.g. `/products`) in `lang`, on `site` (an origin). */
export const langUrl = (site: string, lang: Lang, path: string): string => site + joinLangPath(lang, pagePath(path));

/**
 * Every language's URL of one page, and `x-default` (English, the unprefixed URL), with absolute
 * URLs as search engines require. The same set on each language's page, so the links are
 * reciprocal: a page that names another language is named back by it.
 */
export function langAlternates(site: string, path: string): LangAlternate[] {
  return [
    ...LANGS.map((lang): LangAlternate => ({ hreflang: lang, href: langUrl(site, lang, path) })),
    { hreflang: 'x-default', href: langUrl(site, DEFAULT_LANG, path) },
  ];
}
