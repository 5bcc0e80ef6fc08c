import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Compilation, Compiler } from '@rspack/core';
import { compileBundle, nodeBundle } from '../nodeBundle';

export interface ServerBuildOptions {
  /** The app folder (the shell). */
  dir: string;
  /**
   * Module exporting `renderPage(url): Promise<string>` and `splitHead(html): { headTags, body }`
   * (the app's own rule for which rendered tags belong in <head>).
   */
  entry: string;
  /** Routes to write as static HTML, with the named chunk (webpackChunkName) holding the page. */
  pages: Record<string, { file: string; chunk?: string }>;
  /** The client page with no content, served for every other route. */
  spaFile: string;
  /**
   * What every route of spa.html needs next, fetched with main instead of after it: those routes
   * all belong to remotes, so the federation chunk and remotes.json are on their critical path.
   */
  spaPreload?: { chunks?: string[]; fetch?: string[] };
  /** The same definitions the client build inlines (site config, shared versions). */
  definitions: Record<string, string>;
  localIdentName: string;
  /** Where the Node bundle goes: it is also the shell's production server (shell/server.cjs). */
  serverDir: string;
}

/**
 * After the client build: bundles the shell's production server for Node (dist-server/server.cjs,
 * run by shell/server.cjs), then renders with it the pages kept static and writes each into the
 * client's index.html, so their first paint needs no JavaScript and crawlers read the content;
 * the client hydrates them (shell/src/index.ts).
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
          definitions: this.o.definitions,
          // The server's own libraries (it is shell/server.cjs in production) come from node_modules too.
          externals: ['serve-handler', 'compression', 'piscina', 'lru-cache'],
        }),
      );
      const bundle = path.join(outDir, 'server.cjs');
      delete require.cache[bundle];
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle was just built; require.cache was cleared above
      const { renderPage, splitHead } = require(bundle) as {
        renderPage: (url: string) => Promise<string>;
        splitHead: (html: string) => { headTags: string[]; body: string };
      };
      const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
      if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to fill');
      const publicPath = String(compilation.outputOptions.publicPath ?? '/');
      writeFileSync(
        path.join(dist, this.o.spaFile),
        template.replace('</head>', `${this.spaPreloads(compilation, publicPath)}</head>`),
      );
      for (const [url, { file, chunk }] of Object.entries(this.o.pages)) {
        const rendered = await renderPage(url);
        const { headTags, body } = splitHead(rendered);
        const head = headTags.join('');
        // The page's own chunk: its CSS before first paint, its script fetched with main's, not after.
        const files = chunk ? [...(compilation.namedChunkGroups.get(chunk)?.getFiles() ?? [])] : [];
        if (chunk && files.length === 0) throw new Error(`prerender: no chunk named ${chunk}`);
        const assets = files
          .map((f) =>
            f.endsWith('.css')
              ? `<link href="${publicPath}${f}" rel="stylesheet">`
              : f.endsWith('.js')
                ? `<script defer src="${publicPath}${f}"></script>`
                : '',
          )
          .join('');
        const html = template
          .replace(/<title>[\s\S]*?<\/title>/, '')
          .replace(/(<script defer)/, `${assets}$1`)
          .replace('</head>', `${head}</head>`)
          .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
        writeFileSync(path.join(dist, file), html);
      }
    });
  }

  private spaPreloads(compilation: Compilation, publicPath: string): string {
    const { chunks = [], fetch = [] } = this.o.spaPreload ?? {};
    const files = chunks.flatMap((name) => {
      const group = compilation.namedChunkGroups.get(name);
      if (!group) throw new Error(`prerender: spaPreload names no chunk "${name}"`);
      return group.getFiles();
    });
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
