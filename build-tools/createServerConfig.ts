import path from 'node:path';
import { readFileSync } from 'node:fs';
import { DefinePlugin, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedModules } from './shared';
import { buildDefinitions, localIdentName, type AppOptions } from './createAppConfig';
import { nodeModuleRules } from './moduleRules';
import { ReleasePlugin } from './release/ReleasePlugin';

/** Where a remote's Node build goes, inside its dist (and so inside each release folder). */
export const SERVER_DIR = 'server';

/**
 * The same remote built for Node, so the shell's server renders its pages at request time
 * (shell/server). It loads over HTTP like the browser build: the runtime plugin of
 * @module-federation/node fetches `server/remoteEntry.js` and its chunks from the remote's origin,
 * and the shell's server hands it the very React, router and shared-ui it renders with.
 * CSS Modules give the same class names as the browser build and emit no CSS; images are not
 * emitted again (the browser build has them).
 */
export function createServerConfig(opts: AppOptions): Configuration {
  const pkg = JSON.parse(readFileSync(path.join(opts.dir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const { name, exposes } = opts.app;
  return {
    name: `${name}-server`,
    // Runs after the browser build, whose `output.clean` would otherwise wipe this folder.
    dependencies: [name],
    mode: 'production',
    target: 'async-node',
    context: opts.dir,
    entry: {},
    devtool: false,
    output: {
      // Beside the browser build, whose `clean` (it runs first) removes the previous server files.
      path: path.join(opts.dir, 'dist'),
      // Set at run time from where the host loaded the entry (release/serverPublicPath.ts).
      publicPath: '',
      // The same as the browser build's: CSS Module class names are hashed with it, and the
      // server's HTML must carry the classes the browser's stylesheets define.
      uniqueName: name,
      filename: `${SERVER_DIR}/[name].[contenthash:10].js`,
      chunkFilename: `${SERVER_DIR}/[name].[contenthash:10].js`,
      library: { type: 'commonjs-module' },
      clean: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: nodeModuleRules(localIdentName(name)),
    plugins: [
      new DefinePlugin({ ...buildDefinitions(opts.dir, opts.settings), __REMOTE_NAME__: JSON.stringify(name) }),
      new ModuleFederationPlugin({
        name,
        filename: `${SERVER_DIR}/remoteEntry.js`,
        exposes,
        shared: sharedModules(pkg.dependencies),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        library: { type: 'commonjs-module', name },
        remoteType: 'script',
        runtimePlugins: [
          require.resolve('./release/serverPublicPath.ts'),
          require.resolve('@module-federation/node/runtimePlugin'),
        ],
      }),
      new ReleasePlugin({ dir: path.join(opts.dir, 'dist'), remote: name }),
    ],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
  };
}

/**
 * A remote's builds: for the browser, and in production also for Node (the shell's server renders
 * its pages). `npm run dev` has no server rendering, so only the browser build runs there.
 */
export function remoteConfigs(opts: AppOptions, web: Configuration): Configuration | Configuration[] {
  return web.mode === 'production' ? [web, createServerConfig(opts)] : web;
}
