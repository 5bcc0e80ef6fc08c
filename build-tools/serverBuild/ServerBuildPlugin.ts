import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Compilation, Compiler } from '@rspack/core';
import { splitLangPath } from '@ecopanel/shared-ui/lang';
import { compileBundle, nodeBundle } from '../nodeBundle';

/** The server bundle's `buildStaticPages` (shell/src/server.tsx): renders them and writes what the server reads. */
type BuildStaticPages = (
  dist: string,
  template: string,
  pages: Record<string, { file: string; styles: string[]; scripts: string[] }>,
) => Promise<void>;

export interface ServerBuildOptions {
  /** The app folder (the shell). */
  dir: string;
  /**
   * The server's module: it exports `buildStaticPages(dist, template, pages)`, which makes the
   * pages kept static by the same pipeline as every page the server renders.
   */
  entry: string;
  /**
   * Routes to write as static HTML, with the named chunk (webpackChunkName) holding the page, and
   * the lazy chunks whose server HTML it paints before their code loads (their CSS only).
   */
  pages: Record<string, { file: string; chunk?: string; styleChunks?: string[] }>;
  /** The client page with no content, served for every other route. */
  spaFile: string;
  /**
   * What every route of spa.html needs next, fetched with main instead of after it: those routes
   * all belong to remotes, so the federation chunk and remotes.json are on their critical path.
   */
  spaPreload?: { chunks?: string[]; fetch?: string[] };
  /**
   * The chunks a page in a language needs before it hydrates (its text), by language: written into
   * the template as low-priority preloads marked `data-lang`, which a page keeps only for its own
   * language, after its own assets (server/src/compose/document.ts).
   */
  langPreload?: Record<string, string[]>;
  /**
   * The chunks of each module the shell shares that a remote takes when its code loads, by share
   * key (`@ecopanel/shared-ui/widgets`): written into the template as low-priority preloads marked
   * `data-shared`, which a page keeps only when the remote's lazy pages it rendered take that module
   * (server/src/compose/document.ts).
   */
  sharedPreload?: Record<string, string[]>;
  /** The same definitions the client build inlines (site config, shared versions). */
  definitions: Record<string, string>;
  localIdentName: string;
  /** Where the Node bundle goes: it is also the shell's production server (shell/server.cjs). */
  serverDir: string;
}

/**
 * After the client build: bundles the shell's production server for Node (dist-server/server.cjs,
 * run by shell/server.cjs), then has it render the pages kept static, as it renders every page,
 * so their first paint needs no JavaScript and any static host serves them whole; the client
 * hydrates them (shell/src/index.ts).
 */
export class ServerBuildPlugin {
  constructor(private readonly o: ServerBuildOptions) {}

  apply(compiler: Compiler) {
    if (compiler.options.mode !== 'production') return;
    compiler.hooks.afterEmit.tapPromise('ServerBuildPlugin', async (compilation) => {
      const dist = compilation.outputOptions.path!;
      const outDir = this.o.serverDir;
      mkdirSync(outDir, { recursive: true });
      await compileBundle(
        nodeBundle({
          context: this.o.dir,
          entry: { server: this.o.entry },
          outDir,
          localIdentName: this.o.localIdentName,
          uniqueName: compiler.options.output.uniqueName,
          definitions: this.o.definitions,
          // The server's own libraries (it is shell/server.cjs in production) come from node_modules too.
          externals: ['serve-handler', 'compression', 'piscina', 'lru-cache'],
        }),
      );
      const bundle = path.join(outDir, 'server.cjs');
      delete require.cache[bundle];
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle was just built; require.cache was cleared above
      const { buildStaticPages } = require(bundle) as { buildStaticPages: BuildStaticPages };
      const built = readFileSync(path.join(dist, 'index.html'), 'utf8');
      if (!built.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to fill');
      const publicPath = String(compilation.outputOptions.publicPath ?? '/');
      const spaPreloads = this.spaPreloads(compilation, publicPath);
      const withText = built.replace('</head>', () => `${this.langPreloads(compilation, publicPath)}</head>`);
      const shared = this.sharedPreloads(compilation, publicPath, withText + spaPreloads);
      const template = withText.replace('</head>', () => `${shared}</head>`);
      writeFileSync(path.join(dist, this.o.spaFile), template.replace('</head>', `${spaPreloads}</head>`));
      const pages = Object.fromEntries(
        Object.entries(this.o.pages).map(([url, { file, chunk, styleChunks = [] }]) => {
          // The page's own chunk: its CSS before first paint, its script run with main's, not after.
          const files = chunk
            ? [...filesOf(compilation, [chunk], 'pages'), ...this.textOf(compilation, url, chunk)]
            : [];
          const painted = filesOf(compilation, styleChunks, 'styleChunks').filter((f) => f.endsWith('.css'));
          const styles = [...files.filter((f) => f.endsWith('.css')), ...painted].map((f) => publicPath + f);
          const scripts = files.filter((f) => f.endsWith('.js')).map((f) => publicPath + f);
          return [url, { file, styles, scripts }];
        }),
      );
      // The server renders these pages again when the site's menus change, the same way (server/src/answer/prerenderedNav.ts).
      await buildStaticPages(dist, template, pages);
    });
  }

  /**
   * The page chunk's own text in the page's language, where it has one (`<chunk>-i18n-<lang>`, as a
   * remote names a lazy page's): run with the page's chunk, so the page hydrates without waiting for it.
   */
  private textOf(compilation: Compilation, url: string, chunk: string): string[] {
    const group = compilation.namedChunkGroups.get(`${chunk}-i18n-${splitLangPath(url).lang}`);
    return group ? group.getFiles() : [];
  }

  private langPreloads(compilation: Compilation, publicPath: string): string {
    return Object.entries(this.o.langPreload ?? {})
      .flatMap(([lang, chunks]) =>
        [...new Set(filesOf(compilation, chunks, 'langPreload'))]
          .filter((f) => f.endsWith('.js'))
          .map(
            (f) => `<link rel="preload" href="${publicPath}${f}" as="script" fetchpriority="low" data-lang="${lang}">`,
          ),
      )
      .join('');
  }

  /** The shared modules' own files: not those every page already preloads (main's, the federation chunk). */
  private sharedPreloads(compilation: Compilation, publicPath: string, page: string): string {
    return Object.entries(this.o.sharedPreload ?? {})
      .flatMap(([key, chunks]) =>
        [...new Set(filesOf(compilation, chunks, 'sharedPreload'))]
          .filter((f) => f.endsWith('.js') && !page.includes(`"${publicPath}${f}"`))
          .map(
            (f) => `<link rel="preload" href="${publicPath}${f}" as="script" fetchpriority="low" data-shared="${key}">`,
          ),
      )
      .join('');
  }

  private spaPreloads(compilation: Compilation, publicPath: string): string {
    const { chunks = [], fetch = [] } = this.o.spaPreload ?? {};
    const files = filesOf(compilation, chunks, 'spaPreload');
    // Low priority: fetched alongside main, never ahead of it or of the page's own CSS, which paint first.
    return [
      ...files
        .filter((f) => f.endsWith('.js'))
        .map((f) => `<link rel="preload" href="${publicPath}${f}" as="script" fetchpriority="low">`),
      ...files
        .filter((f) => f.endsWith('.css'))
        .map((f) => `<link rel="preload" href="${publicPath}${f}" as="style" fetchpriority="low">`),
      // crossorigin: fetch() asks in CORS mode, and a preload only serves a request made the same way.
      ...fetch.map((url) => `<link rel="preload" href="${url}" as="fetch" crossorigin fetchpriority="low">`),
    ].join('');
  }
}

/** The files of named chunks (webpackChunkName); a name with none is a mistake in the options. */
function filesOf(compilation: Compilation, chunks: string[], option: string): string[] {
  return chunks.flatMap((name) => {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`prerender: ${option} names no chunk "${name}"`);
    return group.getFiles();
  });
}
