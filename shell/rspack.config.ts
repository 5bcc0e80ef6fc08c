import path from 'node:path';
import { readFileSync } from 'node:fs';
import { DefinePlugin } from '@rspack/core';
import { appAt, APPS, REMOTES } from '@ecopanel/build-tools/apps';
import { buildDefinitions, createAppConfig, keepInOutput, localIdentName } from '@ecopanel/build-tools/createAppConfig';
import { ServerBuildPlugin, type ServerBuildOptions } from '@ecopanel/build-tools/server-build';
import { readSites, SitemapPlugin } from '@ecopanel/build-tools/sitemap';
import { AfterPaintPlugin } from './build/AfterPaintPlugin';
import { PdfPlugin } from './build/PdfPlugin';
import { images } from './images.build';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS loader module, also read here
const { pageJson } = require('@ecopanel/build-tools/pageMenusLoader.cjs') as { pageJson: (value: unknown) => string };

const app = appAt(__dirname);
const config = createAppConfig({
  dir: __dirname,
  app,
  publicPath: '/',
  title: 'EcoPanel',
  federation: false,
  images,
});

// A tab left open across a release still asks for the previous release's hashed files: they stay
// (content-hashed, they never collide; DEPLOY.md says how long a deploy keeps them).
config.output!.clean = { keep: keepInOutput(path.join(__dirname, 'dist'), /^static\//) };

// `main`, and in production the boot script that runs it after the page's first paint
// (src/boot/afterFirstPaint.ts; AfterPaintPlugin writes main as a preload the boot script runs). In
// development main runs as it is: the dev server's hot updates are for one runtime on the page. An
// `early` entry that fetched a remote route's manifest before `main` arrived was measured and removed
// (bench/NOTES.md, "The early script"): the server puts the route's files in the page's <head>, and
// where it left the remote to the browser it preloads the manifest.
const production = config.mode === 'production';
config.entry = production ? { boot: './src/boot/index.ts', main: './src/index.ts' } : { main: './src/index.ts' };

// Remote loading has one public entry (src/remotes/index.ts) for the page and the server alike. Its
// modules do nothing on import, so a bundle leaves out what it does not use of that entry: the
// server's pieces (the shared scope with all of shared-ui) stay in the lazy federation chunk.
config.module!.rules!.push({ test: /[\\/]src[\\/]remotes[\\/].*\.tsx?$/, sideEffects: false });

// shared-ui/widgets' styles in the federation chunk's CSS, which a page with a remote links from
// its first paint (server/src/compose/document.ts): its code stays a chunk of its own, fetched when a remote first
// imports it, but the FAQ's server-rendered accordion must not grow when it arrives (CLS 0.106 in
// the bench run that had its CSS in that chunk). Costs the federation chunk the class-name maps.
config.optimization = {
  ...config.optimization,
  splitChunks: {
    cacheGroups: {
      widgetStyles: {
        type: 'css/auto',
        // The chunk src/remotes/sharedScope.ts names in its import of shared-ui/widgets.
        chunks: (chunk) => chunk.name === 'shared-ui-widgets',
        name: 'federation',
        enforce: true,
      },
    },
  },
};

// The page's copy of apps.json and of the shell's footer: English menu names, no build-only fields.
config.module!.rules!.push({
  test: /[\\/](apps|shellFooter)\.json$/,
  loader: require.resolve('@ecopanel/build-tools/pageMenusLoader.cjs'),
  type: 'json',
});

// No remote URL is compiled in: remotes are registered at runtime from public/remotes.json.
config.plugins!.push(
  new SitemapPlugin({
    siteUrl: process.env.SITE_URL || `http://localhost:${app.port}`,
    appDirs: APPS.map((a) => path.join(__dirname, '..', a.dir)),
  }),
  // The brochure and the warranty/installation guide, as downloads/*.pdf.
  new PdfPlugin(),
  ...(production ? [new AfterPaintPlugin('boot')] : []),
);

// The shell's own pages ship as HTML (first paint and crawlers need no JavaScript) and hydrate.
const prerender = JSON.parse(readFileSync(path.join(__dirname, 'prerender.json'), 'utf8')) as {
  pages: ServerBuildOptions['pages'];
  spa: string;
  spaPreload?: { chunks?: string[]; fetch?: string[] };
  langPreload?: Record<string, string[]>;
  sharedPreload?: Record<string, string[]>;
};

/**
 * The remotes' menu entries as their sources are now (each remote's src/site.ts), compiled in as the
 * menus of a page served without the shell's server (static hosting) and of a remote none of whose
 * releases the server could read. The live menus come from the releases (server/src/compose/siteMenu.ts).
 */
async function builtSiteMenu() {
  const sites = await readSites(REMOTES.map((a) => path.join(__dirname, '..', a.dir)));
  return Object.fromEntries(REMOTES.map((a, i) => [a.name, { nav: sites[i]!.nav, footer: sites[i]!.footer }]));
}

export default async () => {
  const menu = await builtSiteMenu();
  const definitions = { __BUILT_SITE_MENU__: JSON.stringify(menu) };
  config.plugins!.push(
    // The page's copy without the other languages' names, as apps.json's above.
    new DefinePlugin({ __BUILT_SITE_MENU__: pageJson(menu) }),
    new ServerBuildPlugin({
      dir: __dirname,
      entry: './src/server.tsx',
      pages: prerender.pages,
      spaFile: prerender.spa,
      spaPreload: prerender.spaPreload,
      langPreload: prerender.langPreload,
      sharedPreload: prerender.sharedPreload,
      definitions: { ...buildDefinitions(__dirname), ...definitions },
      localIdentName: localIdentName('shell'),
      serverDir: path.join(__dirname, 'dist-server'),
    }),
  );
  return config;
};
