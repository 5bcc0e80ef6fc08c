import path from 'node:path';
import { rmSync } from 'node:fs';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { PUBLIC_ROUTES_MODULE } from './apps';

const ROOT = path.join(__dirname, '..');
// Inside the repository, so the bundle's externals (React, the router) resolve from node_modules.
const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'public-routes');
// The shell's build reads every app's routes while emitting its own: each read has its own folder.
let reads = 0;

/** The route modules bundled for Node: the data they read imports shared-ui, CSS Modules, images. */
function bundleConfig(entries: Record<string, string>, outDir: string): Configuration {
  return {
    mode: 'none',
    target: 'node',
    context: ROOT,
    entry: entries,
    output: { path: outDir, filename: '[name].cjs', library: { type: 'commonjs2' }, publicPath: '/', clean: true },
    externals: [/^react($|\/)/, /^react-dom($|\/)/, /^react-router($|-dom$)/, /^@module-federation\//],
    externalsType: 'commonjs',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(webp|avif|png|jpe?g|svg|pdf)$/, type: 'asset/resource', generator: { emit: false } },
      ],
      parser: { 'css/auto': { namedExports: false } },
      generator: { 'css/auto': { exportsOnly: true } },
    },
    optimization: { minimize: false, splitChunks: false },
    devtool: false,
  };
}

function compile(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    const compiler = rspack(config);
    compiler.run((err, stats) => {
      compiler.close(() => {});
      if (err || !stats || stats.hasErrors()) reject(err ?? new Error(stats?.toString({ all: false, errors: true })));
      else resolve();
    });
  });
}

/** The public paths of the apps in `dirs`, each app's in the order its module lists them. */
export async function readPublicRoutes(dirs: readonly string[]): Promise<string[][]> {
  const entries = Object.fromEntries(dirs.map((dir, i) => [`app${i}`, path.resolve(dir, PUBLIC_ROUTES_MODULE)]));
  const outDir = path.join(CACHE_DIR, `${process.pid}-${(reads += 1)}`);
  try {
    await compile(bundleConfig(entries, outDir));
    return dirs.map((_, i) => {
      const file = path.join(outDir, `app${i}.cjs`);
      delete require.cache[file];
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle was just built; require.cache was cleared above
      const { publicRoutes } = require(file) as { publicRoutes?: readonly string[] };
      if (!Array.isArray(publicRoutes))
        throw new Error(`${dirs[i]}: ${PUBLIC_ROUTES_MODULE} exports no publicRoutes list`);
      return [...publicRoutes];
    });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Emits the app's `public-routes.json` (its contract with the shell, like its exposed modules) from
 * its own data at build, so a new product or project is in it without anyone editing a list.
 */
export class PublicRoutesPlugin {
  constructor(private readonly opts: { dir: string }) {}

  apply(compiler: Compiler) {
    if (compiler.options.mode !== 'production') return;
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PublicRoutesPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PublicRoutesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const [routes] = await readPublicRoutes([this.opts.dir]);
          compilation.emitAsset('public-routes.json', new RawSource(`${JSON.stringify(routes, null, 2)}\n`));
        },
      );
    });
  }
}
