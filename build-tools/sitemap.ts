import path from 'node:path';
import { readFileSync } from 'node:fs';
import { sources, type Compiler, type RspackPluginInstance } from '@rspack/core';

/**
 * Each app publishes the public paths it serves in `public-routes.json` (its contract with the
 * shell, like its exposed modules). The shell's build joins them into sitemap.xml and robots.txt.
 */
export class SitemapPlugin implements RspackPluginInstance {
  constructor(private readonly opts: { siteUrl: string; appDirs: string[] }) {}

  paths(): string[] {
    const all = this.opts.appDirs.flatMap(
      (dir) => JSON.parse(readFileSync(path.join(dir, 'public-routes.json'), 'utf8')) as string[],
    );
    return [...new Set(all)];
  }

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('SitemapPlugin', (compilation) => {
      compilation.hooks.processAssets.tap('SitemapPlugin', () => {
        const site = this.opts.siteUrl.replace(/\/$/, '');
        const urls = this.paths()
          .map((p) => `  <url><loc>${site}${p}</loc></url>`)
          .join('\n');
        const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
        const robots = `User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`;
        compilation.emitAsset('sitemap.xml', new sources.RawSource(sitemap));
        compilation.emitAsset('robots.txt', new sources.RawSource(robots));
      });
    });
  }
}
