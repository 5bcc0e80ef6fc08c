import { sources, type Compiler, type RspackPluginInstance } from '@rspack/core';
import { readPublicRoutes } from './publicRoutes';

// The shell's build also compiles the remotes' menu entries in, as its fallback (shell/rspack.config.ts).
export { readSites } from './publicRoutes';

/**
 * Each app lists the public paths it serves (build-tools/publicRoutes.ts). The shell's build joins
 * them into sitemap.xml and robots.txt.
 */
export class SitemapPlugin implements RspackPluginInstance {
  private routes?: Promise<string[]>;

  constructor(private readonly opts: { siteUrl: string; appDirs: string[] }) {}

  async paths(): Promise<string[]> {
    const all = (await readPublicRoutes(this.opts.appDirs)).flat();
    return [...new Set(all)];
  }

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('SitemapPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise('SitemapPlugin', async () => {
        // Read once per process: a dev server's rebuilds need not bundle every app's data again.
        this.routes ??= this.paths();
        const site = this.opts.siteUrl.replace(/\/$/, '');
        const urls = (await this.routes).map((p) => `  <url><loc>${site}${p}</loc></url>`).join('\n');
        const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
        const robots = `User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`;
        compilation.emitAsset('sitemap.xml', new sources.RawSource(sitemap));
        compilation.emitAsset('robots.txt', new sources.RawSource(robots));
      });
    });
  }
}
