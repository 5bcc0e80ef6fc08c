import { sources, type Compiler, type RspackPluginInstance } from '@rspack/core';
import { sitemapXml } from '@ecopanel/shared-ui/sitemap';
import { readPublicRoutes } from './publicRoutes';

// The shell's build also compiles the remotes' menu entries in, as its fallback (shell/rspack.config.ts).
export { readSites } from './publicRoutes';

/**
 * Each app lists the public paths it serves (build-tools/publicRoutes.ts). The shell's build joins
 * them into sitemap.xml (each in every language) and robots.txt.
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
        // Every page in every language, with its alternates: the same file the shell's server writes
        // from the live releases (static hosting serves this one).
        const sitemap = sitemapXml(site, await this.routes);
        const robots = `User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`;
        compilation.emitAsset('sitemap.xml', new sources.RawSource(sitemap));
        compilation.emitAsset('robots.txt', new sources.RawSource(robots));
      });
    });
  }
}
