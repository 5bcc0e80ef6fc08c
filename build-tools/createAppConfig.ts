import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { DefinePlugin, HtmlRspackPlugin, CopyRspackPlugin, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedModules } from './shared';
import { CONFIG_ENV_VARS } from '../shared-ui/src/config/siteConfig';

export interface AppOptions {
  /** Folder of the app (its rspack.config.ts passes __dirname). */
  dir: string;
  /** Module Federation container name; also the key in remotes.json. */
  name: string;
  /** Port of the dev server (`npm run dev`). */
  devPort: number;
  /** What a remote offers the shell; the shell exposes nothing. */
  exposes?: Record<string, string>;
  /** The shell is served from `/`; remotes load their chunks from wherever their manifest is. */
  publicPath: 'auto' | '/';
  title: string;
}

/**
 * One build recipe for every app, so the Module Federation contract (shared singletons, share
 * strategy, file names the server's cache rules depend on) cannot drift between teams.
 */
export function createAppConfig(opts: AppOptions): Configuration {
  const production = process.env.NODE_ENV !== 'development';
  const pkg = JSON.parse(readFileSync(path.join(opts.dir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const publicDir = path.join(opts.dir, 'public');

  return {
    mode: production ? 'production' : 'development',
    context: opts.dir,
    entry: { main: './src/index.ts' },
    target: 'web',
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: path.join(opts.dir, 'dist'),
      publicPath: opts.publicPath,
      uniqueName: opts.name,
      filename: production ? 'static/[name].[contenthash:10].js' : 'static/[name].js',
      chunkFilename: production ? 'static/[name].[contenthash:10].js' : 'static/[name].js',
      cssFilename: production ? 'static/[name].[contenthash:10].css' : 'static/[name].css',
      cssChunkFilename: production ? 'static/[name].[contenthash:10].css' : 'static/[name].css',
      assetModuleFilename: 'static/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(webp|avif|png|jpe?g|svg|pdf)$/, type: 'asset/resource' },
      ],
      // `import styles from './X.module.css'` everywhere, as jest's identity-obj-proxy mirrors.
      parser: { 'css/auto': { namedExports: false } },
      generator: {
        // Class names carry the app's name so two apps' CSS Modules can never collide.
        'css/auto': { localIdentName: `${opts.name}-[local]-[hash:6]`, exportsConvention: 'as-is' },
      },
    },
    plugins: [
      new DefinePlugin(
        Object.fromEntries(
          CONFIG_ENV_VARS.map((key) => [`process.env.${key}`, JSON.stringify(process.env[key] ?? '')]),
        ),
      ),
      new ModuleFederationPlugin({
        name: opts.name,
        filename: 'remoteEntry.js',
        exposes: opts.exposes ?? {},
        shared: sharedModules(pkg.dependencies),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: { filePath: '' },
      }),
      new HtmlRspackPlugin({
        // The shell has its own page; a remote's page is only its standalone QA preview.
        template: existsSync(path.join(opts.dir, 'index.html'))
          ? path.join(opts.dir, 'index.html')
          : path.join(__dirname, 'standalone.html'),
        templateParameters: { pageTitle: opts.title },
        // Each app's own page is served from the root of its origin; deep links must find /static/.
        publicPath: '/',
        minify: production,
      }),
      new CopyRspackPlugin({ patterns: [{ from: publicDir, noErrorOnMissing: true }] }),
    ],
    optimization: { minimize: production },
    performance: { hints: false },
    devServer: {
      port: opts.devPort,
      host: 'localhost',
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: { directory: publicDir },
    },
  };
}
