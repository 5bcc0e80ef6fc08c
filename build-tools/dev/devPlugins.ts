import path from 'node:path';
import { NormalModuleReplacementPlugin, type Compiler } from '@rspack/core';
import { devRemotesJson } from '../apps';

// What only a development build (`npm run dev`) adds to an app's build (createAppConfig.ts).

/** The shell's `remotes.json` for development, made from apps.json (devRemotesJson), never a hand copy. */
export class DevRegistryPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('DevRegistryPlugin', (compilation) =>
      compilation.hooks.processAssets.tap(
        { name: 'DevRegistryPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () =>
          compilation.emitAsset(
            'remotes.json',
            new compiler.webpack.sources.RawSource(`${JSON.stringify(devRemotesJson(), null, 2)}\n`),
          ),
      ),
    );
  }
}

/** Loaded only for development builds: production bundles never carry the refresh runtime. */
export function reactRefresh() {
  const { ReactRefreshRspackPlugin } =
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('@rspack/plugin-react-refresh') as typeof import('@rspack/plugin-react-refresh');
  const oneRuntime = path.join(__dirname, 'refreshRuntime.cjs');
  return [
    new ReactRefreshRspackPlugin({ exclude: [/[\\/]node_modules[\\/]/, oneRuntime] }),
    // One runtime per page for all apps (dev/refreshRuntime.cjs): a remote's edits refresh the composed page too.
    new NormalModuleReplacementPlugin(/^react-refresh\/runtime$/, oneRuntime),
  ];
}
