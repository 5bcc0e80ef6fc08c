const xmlText = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&apos;')
    .replace(/"/g, '&quot;');

/** sitemap.xml for `paths` on `site` (an origin, no trailing slash), as the shell's build wrote it. */
export function sitemapXml(site: string, paths: readonly string[]): string {
  const urls = paths.map((p) => `  <url><loc>${xmlText(site + p)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** The site's origin and every path of a sitemap.xml (the one the shell's build wrote). */
export function readSitemap(xml: string): { site: string; paths: string[] } {
  let site = '';
  const paths: string[] = [];
  for (const [, loc = ''] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    try {
      const url = new URL(loc.replace(/&amp;/g, '&'));
      site ||= url.origin;
      paths.push(url.pathname);
    } catch {
      // Not a URL: left out.
    }
  }
  return { site, paths };
}
