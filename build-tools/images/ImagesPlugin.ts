import type { Compiler } from '@rspack/core';
import { renderImages, type ImageJob, type RenderOptions } from './render';

/**
 * Emits an app's generated images into its build (and its dev server): `img/` for the pages'
 * WebP renditions, `share/` for link-preview JPEGs.
 */
export class ImagesPlugin {
  constructor(
    private readonly jobs: ImageJob[],
    private readonly options: RenderOptions = {},
  ) {}

  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ImagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'ImagesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          for (const image of await renderImages(this.jobs, this.options)) {
            compilation.emitAsset(image.file, new RawSource(image.data));
          }
        },
      );
    });
  }
}
