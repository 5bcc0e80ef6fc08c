import { HtmlRspackPlugin, type Compiler } from '@rspack/core';
import { heldScriptAttributes, heldScriptPreloadAttributes } from '../src/boot/afterFirstPaint';

/**
 * Writes the page's scripts, all but the boot entry's, held back for the boot script to run after
 * the first paint, each with a low-priority preload of its file (src/boot/afterFirstPaint.ts: data
 * blocks the browser does not run, their copies downloading with the page).
 * Every page built from the shell's template (spa.html, the pages kept static, every page the server
 * renders) starts this way.
 */
export class AfterPaintPlugin {
  constructor(private readonly bootEntry: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('AfterPaintPlugin', (compilation) => {
      HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('AfterPaintPlugin', async (data) => {
        const boot = compilation.entrypoints.get(this.bootEntry)?.getFiles() ?? [];
        if (!boot.length) throw new Error(`AfterPaintPlugin: no entry "${this.bootEntry}"`);
        data.assetTags.scripts = data.assetTags.scripts.flatMap((tag) =>
          tag.tagName !== 'script' || boot.some((file) => String(tag.attributes.src).endsWith(`/${file}`))
            ? [tag]
            : [
                {
                  tagName: 'script',
                  voidTag: false,
                  asset: tag.asset,
                  attributes: heldScriptAttributes(String(tag.attributes.src)),
                },
                {
                  tagName: 'link',
                  voidTag: true,
                  asset: tag.asset,
                  attributes: heldScriptPreloadAttributes(String(tag.attributes.src)),
                },
              ],
        );
        return data;
      });
    });
  }
}
