import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import {
  CopyRspackPlugin,
  DefinePlugin,
  HtmlRspackPlugin,
  NormalModuleReplacementPlugin,
  type Configuration,
} from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { installedVersions, sharedModules } from './shared';
import { contentDirs, ImagesPlugin, type ImageJob } from './images';
import {
  bundlerRuntimeSwap,
  catalogRule,
  federationRuntimeEsm,
  reactRouterProduction,
  reactRouterTrimRule,
  scriptRule,
} from './moduleRules';
import { RuntimeCorePlugin } from './runtime-core/RuntimeCorePlugin';
import { CONFIG_ENV_VARS } from '@ecopanel/shared-ui/config';
import { SHELL_NAME, type AppEntry } from './apps';
import { DevRegistryPlugin, reactRefresh } from './dev/devPlugins';
import { PublicRoutesPlugin } from './publicRoutes';
import { LazyChunksPlugin } from './lazyChunks';

export interface AppOptions {
  /** Folder of the app (its rspack.config.ts passes __dirname). */
  dir: string;
  /** Its entry in apps.json: name, dev port, exposed modules (`appAt(__dirname)`). */
  app: AppEntry;
  /** The shell is served from `/`; remotes load their chunks from wherever their manifest is. */
  publicPath: 'auto' | '/';
  title: string;
  /**
   * Remotes are built with the Module Federation plugin. The shell is not: it creates the MF runtime
   * itself, lazily, with the first remote it needs (shell/src/remotes/createFederation.ts), so its first load
   * carries no federation code.
   */
  federation?: boolean;
  /** The app's generated images (see build-tools/images), emitted as `img/{name}-{w}.webp`. */
  images?: ImageJob[];
  /**
   * The environment variables of the app's own settings (its `src/settings.ts` CONFIG_ENV_VARS),
   * inlined into this app's build only, beside shared-ui's site-wide ones.
   */
  settings?: readonly string[];
}

/**
 * What every build inlines: the site-wide configuration and the app's own settings from the
 * environment, and the shared versions.
 */
export function buildDefinitions(dir: string, settings: readonly string[] = []): Record<string, string> {
  return {
    ...Object.fromEntries(
      [...CONFIG_ENV_VARS, ...settings].map((key) => [`process.env.${key}`, JSON.stringify(process.env[key] ?? '')]),
    ),
    __SHARED_VERSIONS__: JSON.stringify(installedVersions(dir)),
  };
}

/** CSS Module class names carry the app's name so two apps' styles can never collide. */
export const localIdentName = (name: string): string => `${name}-[local]-[hash:6]`;

/**
 * `output.clean.keep` for the paths inside `outDir` matching `pattern` (`/`-separated, relative to
 * `outDir`). rspack 2 hands `keep` absolute paths, so a bare `/^releases\//` never matches and the
 * folder is wiped on every build.
 */
export function keepInOutput(outDir: string, pattern: RegExp): (file: string) => boolean {
  return (file) => pattern.test(path.relative(outDir, path.resolve(outDir, file)).split(path.sep).join('/'));
}

function bundlerRuntimeReplacement() {
  const { cjs, esm } = bundlerRuntimeSwap();
  return new NormalModuleReplacementPlugin(cjs, esm);
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
  const { name, exposes, port } = opts.app;

  return {
    name,
    mode: production ? 'production' : 'development',
    context: opts.dir,
    entry: { main: './src/index.ts' },
    target: 'web',
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: path.join(opts.dir, 'dist'),
      publicPath: opts.publicPath,
      uniqueName: name,
      filename: production ? 'static/[name].[contenthash:10].js' : 'static/[name].js',
      chunkFilename: production ? 'static/[name].[contenthash:10].js' : 'static/[name].js',
      cssFilename: production ? 'static/[name].[contenthash:10].css' : 'static/[name].css',
      cssChunkFilename: production ? 'static/[name].[contenthash:10].css' : 'static/[name].css',
      assetModuleFilename: 'static/[name].[contenthash:10][ext]',
      // Published releases stay: pages rendered with them may still be open (build-tools/release).
      clean: { keep: keepInOutput(path.join(opts.dir, 'dist'), /^releases(\/|$)|^release\.json$/) },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: production ? { ...reactRouterProduction(), ...federationRuntimeEsm() } : {},
    },
    module: {
      rules: [
        scriptRule({ runtime: 'automatic', development: !production, refresh: !production }),
        ...(production ? [reactRouterTrimRule()] : []),
        catalogRule(),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(webp|avif|png|jpe?g|svg|pdf|woff2)$/, type: 'asset/resource' },
      ],
      // `import styles from './X.module.css'` everywhere, as jest's identity-obj-proxy mirrors.
      parser: { 'css/auto': { namedExports: false } },
      generator: {
        // Class names carry the app's name so two apps' CSS Modules can never collide.
        'css/auto': { localIdentName: localIdentName(name), exportsConvention: 'as-is' },
      },
    },
    plugins: [
      new DefinePlugin({
        ...buildDefinitions(opts.dir, opts.settings),
        // The federation SDK's own switch (what its plugin's `experiments.optimization.target` sets):
        // a browser bundle drops its Node script loader. The shell's runtime core chunk 21,925 ->
        // 20,121 B (brotli 4), on every page that shows a remote.
        ENV_TARGET: JSON.stringify('web'),
      }),
      // React Fast Refresh in `npm run dev`: an edited component is swapped in place, its state kept.
      ...(production ? [] : reactRefresh()),
      ...(opts.federation === false
        ? []
        : [
            new ModuleFederationPlugin({
              name,
              filename: 'remoteEntry.js',
              exposes,
              shared: sharedModules(pkg.dependencies),
              shareStrategy: 'loaded-first',
              dts: false,
              manifest: { filePath: '' },
              // The runtime core comes from the page (the shell, or mf-runtime-core.js on a
              // standalone page) instead of a ~20 KB copy in every remoteEntry.js.
              experiments: { externalRuntime: true },
            }),
            new RuntimeCorePlugin(),
            ...(production ? [bundlerRuntimeReplacement()] : []),
            // Each lazy page's files, so the shell's server links only the CSS a render used.
            new LazyChunksPlugin(),
          ]),
      new HtmlRspackPlugin({
        // The shell has its own page; a remote's page is only its standalone QA preview.
        template: existsSync(path.join(opts.dir, 'index.html'))
          ? path.join(opts.dir, 'index.html')
          : path.join(__dirname, 'standalone.html'),
        templateParameters: { pageTitle: opts.title },
        // Each app's own page is served from the root of its origin; deep links must find /static/.
        publicPath: '/',
        minify: production,
        // In development a remote's QA page runs only its own entry: a second runtime (remoteEntry.js)
        // on the page would take the hot updates meant for the first, and Fast Refresh would miss them.
        ...(production || !Object.keys(exposes).length ? {} : { chunks: ['main'] }),
      }),
      new CopyRspackPlugin({ patterns: [{ from: publicDir, noErrorOnMissing: true }] }),
      ...(name === SHELL_NAME ? [new DevRegistryPlugin()] : []),
      ...(opts.images?.length ? [new ImagesPlugin(opts.images, { contentDir: contentDirs(opts.dir).images })] : []),
      new PublicRoutesPlugin({ dir: opts.dir }),
    ],
    optimization: { minimize: production },
    performance: { hints: false },
    // `rspack serve` would compile dynamic imports lazily; with publicPath 'auto' those chunks then
    // load from the wrong origin and a remote's QA page stays blank.
    lazyCompilation: false,
    devServer: {
      port,
      host: 'localhost',
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: { directory: publicDir },
    },
  };
}
