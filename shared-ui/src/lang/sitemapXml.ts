import { langAlternates, langUrl, pagePath } from './alternates';
import { DEFAULT_LANG, LANGS, splitLangPath } from './langPath';

const xmlText = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&apos;')
    .replace(/"/g, '&quot;');

/**
 * sitemap.xml for `paths` (the shell's build writes it for static hosting, the shell's server from
 * the live releases) (the English ones) on `site` (an origin, no trailing slash): each page in
 * every language, each entry naming all of them and `x-default` as `xhtml:link` alternates, the same
 * set its page's <head> names (shared-ui's PageMeta), as search engines ask for.
 */
export function sitemapXml(site: string, paths: readonly string[]): string {
  const urls = paths.flatMap((p) => {
    const alternates = langAlternates(site, p)
      .map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlText(href)}"/>`)
      .join('\n');
    return LANGS.map((lang) => `  <url>\n    <loc>${xmlText(langUrl(site, lang, p))}</loc>\n${alternates}\n  </url>`);
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

/**
 * The site's origin and every page of a sitemap.xml (the one the shell's build wrote), as English
 * paths: a language's URL of a page is the same page (sitemapXml writes them all again).
 */
export function readSitemap(xml: string): { site: string; paths: string[] } {
  let site = '';
  const paths = new Set<string>();
  for (const [, loc = ''] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    try {
      const url = new URL(loc.replace(/&amp;/g, '&'));
      site ||= url.origin;
      const { lang, path } = splitLangPath(url.pathname);
      paths.add(lang === DEFAULT_LANG ? url.pathname : pagePath(path));
    } catch {
      // Not a URL: left out.
    }
  }
  return { site, paths: [...paths] };
}
