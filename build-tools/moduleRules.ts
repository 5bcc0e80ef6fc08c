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
