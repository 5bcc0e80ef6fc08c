import path from 'node:path';
import { rspack, type Compiler } from '@rspack/core';

export const RUNTIME_CORE_FILE = 'mf-runtime-core.js';
let built: Promise<Buffer> | undefined;

/** Bundles provider.ts once per process (a separate compiler: no federation, no externals). */
function buildProvider(): Promise<Buffer> {
  built ??= new Promise((resolve, reject) => {
    const compiler = rspack({
      mode: 'production',
      target: 'web',
      context: __dirname,
      entry: './provider.ts',
      resolve: { extensions: ['.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.ts$/,
            loader: 'builtin:swc-loader',
            options: { jsc: { parser: { syntax: 'typescript' } } },
            type: 'javascript/auto',
          },
        ],
      },
      output: {
        path: path.join(__dirname, '..', '..', 'node_modules', '.cache', 'mf-runtime-core'),
        filename: RUNTIME_CORE_FILE,
      },
      optimization: { minimize: true },
    });
    compiler.run((err, stats) => {
      compiler.close(() => {});
      if (err || !stats || stats.hasErrors()) return reject(err ?? new Error(stats?.toString()));
      const file = stats.compilation.getAsset(RUNTIME_CORE_FILE);
      if (!file) return reject(new Error('runtime core provider not emitted'));
      resolve(Buffer.from(file.source.buffer()));
    });
  });
  return built;
}

/** Emits `mf-runtime-core.js` beside a remote's standalone page (served no-cache: not hashed). */
export class RuntimeCorePlugin {
  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RuntimeCorePlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'RuntimeCorePlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          compilation.emitAsset(RUNTIME_CORE_FILE, new RawSource(await buildProvider()));
        },
      );
    });
  }
}
