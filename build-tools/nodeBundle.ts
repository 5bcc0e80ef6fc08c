import { DefinePlugin, rspack, type Configuration } from '@rspack/core';
import { nodeModuleRules } from './moduleRules';
import { SHARED_EXTERNALS } from './shared';

export interface NodeBundleOptions {
  context: string;
  entry: Record<string, string>;
  outDir: string;
  /** CSS Module class names as the browser build makes them (the HTML must carry its classes). */
  localIdentName: string;
  /**
   * The browser build's `output.uniqueName`: a class name's [hash] depends on it, so without it the
   * bundle takes the package's name (`@ecopanel/shell`, not the browser build's `shell`) and the
   * server's HTML carries classes the stylesheet does not have.
   */
  uniqueName?: string;
  /** What the browser build inlines too (site config, shared versions). */
  definitions?: Record<string, string>;
  /** Packages required from node_modules besides the shared singletons and the federation runtime. */
  externals?: string[];
}

/**
 * The one recipe for running app source in Node at build time and in the shell's server (the shell's
 * server bundle, which also prerenders its pages, and each app's route and menu modules): one
 * `[name].cjs` per entry, with React, the router and the federation runtime required from
 * node_modules (the same instances the render uses), CSS Modules as class names only and pictures
 * as URLs (the browser build writes both). A remote's server build is a federation container
 * instead (createServerConfig.ts), with the same module rules.
 */
export function nodeBundle(o: NodeBundleOptions): Configuration {
  return {
    mode: 'production',
    target: 'node',
    context: o.context,
    entry: o.entry,
    output: {
      path: o.outDir,
      filename: '[name].cjs',
      ...(o.uniqueName ? { uniqueName: o.uniqueName } : {}),
      library: { type: 'commonjs2' },
      publicPath: '/',
      assetModuleFilename: 'static/[name].[contenthash:10][ext]',
      clean: true,
    },
    externals: [...SHARED_EXTERNALS, /^@module-federation\//, ...(o.externals ?? [])],
    externalsType: 'commonjs',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: nodeModuleRules(o.localIdentName),
    plugins: o.definitions ? [new DefinePlugin(o.definitions)] : [],
    optimization: { minimize: false, splitChunks: false },
    devtool: false,
  };
}

/** Builds `config` once; rejects with the compiler's errors. */
export function compileBundle(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    const compiler = rspack(config);
    compiler.run((err, stats) => {
      compiler.close(() => {});
      if (err || !stats || stats.hasErrors()) reject(err ?? new Error(stats?.toString({ all: false, errors: true })));
      else resolve();
    });
  });
}
