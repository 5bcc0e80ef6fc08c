import type { Compiler } from '@rspack/core';
import { renderImages, type ImageJob } from './render';

/** Emits an app's generated images into its build (and its dev server) under `img/`. */
export class ImagesPlugin {
  constructor(private readonly jobs: ImageJob[]) {}

  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ImagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'ImagesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          for (const image of await renderImages(this.jobs)) {
            compilation.emitAsset(image.file, new RawSource(image.data));
          }
        },
      );
    });
  }
}
