import path from 'node:path';
import type { Configuration, RuleSetRule, SwcLoaderTransformConfig } from '@rspack/core';

/**
 * The apps' TypeScript and JSX through swc, with React's automatic runtime set as given, to ES2020:
 * the browsers the site supports already run it (react-router, which is not transpiled, needs it),
 * and swc's default, ES5, made the first load of `/` 11.9 KB larger (brotli) with helpers and
 * rewritten syntax, one Unicode-class regex alone 6 KB (measured on this build, issue 23).
 */
export function scriptRule(
  react: NonNullable<SwcLoaderTransformConfig['react']> = { runtime: 'automatic' },
): RuleSetRule {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: { jsc: { target: 'es2020', parser: { syntax: 'typescript', tsx: true }, transform: { react } } },
    type: 'javascript/auto',
  };
}

/**
 * An app's message catalogs (src/i18n/en.json, si.json, ta.json), compiled for Lingui's runtime as
 * the build reads them (i18n/compileCatalog.cjs); jest.preset.js runs the same compiler.
 */
export const catalogRule = (): RuleSetRule => ({
  test: /[\\/]i18n[\\/](en|si|ta)\.json$/,
  loader: require.resolve('./i18n/catalogLoader.cjs'),
  type: 'javascript/auto',
});

/**
 * react-router's own production build for the browser bundles: its package exports only the
 * development build (remix-run/react-router#12532, #14102: dev warnings included), though the
 * package ships both. Measured on the shell's `main`: 97,245 -> 96,773 B as this server sends it
 * (brotli 4), on every page. Node bundles keep requiring the package as exported (SHARED_EXTERNALS),
 * which renders the same markup.
 */
export function reactRouterProduction(): Record<string, string> {
  const dist = reactRouterProductionDir();
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}

const reactRouterProductionDir = () =>
  path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');

/**
 * Lets tree shaking drop the parts of react-router's production build that no app imports (the
 * loader says why they stayed). Measured on the shell's `main`: 96,761 -> 95,551 B as this server
 * sends it (brotli 4), on every page; reactRouterTrim.test.ts bundles the router with and without it.
 */
export const reactRouterTrimRule = (): RuleSetRule => ({
  include: reactRouterProductionDir(),
  loader: require.resolve('./reactRouterTrim.cjs'),
});

/**
 * The federation's bundler runtime (in every remoteEntry.js) from its ES module build: rspack injects
 * the package's CommonJS build, which requires all of @module-federation/sdk (its Node script
 * loader, manifest-to-snapshot code, logger) where the bundler runtime uses two of its names; as ES
 * modules the rest is tree-shaken. Measured on the catalogue's remoteEntry.js (brotli 4, as this
 * server sends it): 17,298 -> 10,028 B, on every page that shows a remote. For a
 * NormalModuleReplacementPlugin: the CommonJS file exactly, and the ES module file in its place.
 */
export function bundlerRuntimeSwap(): { cjs: RegExp; esm: string } {
  // Where rspack's federation plugin finds it: beside @module-federation/runtime-tools.
  const paths = [require.resolve('@module-federation/runtime-tools')];
  const cjs = require.resolve('@module-federation/webpack-bundler-runtime', { paths });
  return {
    cjs: new RegExp(`^${cjs.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    esm: cjs.replace(/\.cjs$/, '.js'),
  };
}

/**
 * The federation runtime in every remoteEntry.js from its ES module build as well: rspack's federation
 * plugin resolves `@module-federation/runtime` to its CommonJS file, which brings CommonJS interop
 * helpers, a second copy of its utils and all of @module-federation/error-codes' message tables.
 * Measured on the catalogue's remoteEntry.js (brotli 4, as this server sends it): 10,029 -> 9,347 B,
 * on every page that shows a remote. For `resolve.alias`: the CommonJS file to the ES module beside it.
 */
export function federationRuntimeEsm(): Record<string, string> {
  const paths = [require.resolve('@module-federation/runtime-tools')];
  const cjs = require.resolve('@module-federation/runtime', { paths });
  return { [cjs]: cjs.replace(/\.cjs$/, '.js') };
}

/**
 * How a Node bundle (a remote's server build, the shell's prerender and server) reads the apps'
 * source: CSS Modules give class names exactly as the browser build makes them and no CSS file,
 * and pictures and fonts give their URLs without being written again (the browser build writes them).
 */
export function nodeModuleRules(localIdentName: string): NonNullable<Configuration['module']> {
  return {
    rules: [
      scriptRule(),
      catalogRule(),
      { test: /\.css$/, type: 'css/auto' },
      { test: /\.(webp|avif|png|jpe?g|svg|pdf|woff2)$/, type: 'asset/resource', generator: { emit: false } },
    ],
    parser: { 'css/auto': { namedExports: false } },
    generator: { 'css/auto': { localIdentName, exportsConvention: 'as-is', exportsOnly: true } },
  };
}
