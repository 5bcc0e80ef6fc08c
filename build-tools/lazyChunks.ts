import type { Compiler } from '@rspack/core';

/** The field of mf-manifest.json that names each lazy page's files (see LazyChunksPlugin). */
export const LAZY_CHUNKS_FIELD = 'lazyChunks';

export interface LazyChunkFiles {
  js: string[];
  css: string[];
  /** The shared modules its code takes from the host when it loads (`@ecopanel/shared-ui/widgets`), if any. */
  shared?: string[];
}

/** A consume-shared module's identifier names its share key: `consume shared module (default) @ecopanel/shared-ui/widgets@^0.4.0 (strict) ...`. */
const CONSUMED_KEY = /^consume shared module \([^)]*\) (.+?)@\S*(?:\s|$)/;

/**
 * Writes into the remote's mf-manifest.json, beside what the Module Federation plugin puts there,
 * the files of each named lazy chunk group (`import(/* webpackChunkName: "page-faq" *\/ ...)`),
 * shared split chunks included, and the shared modules it takes from the host:
 * `"lazyChunks": {"page-faq": {"js": [...], "css": [...], "shared": ["@ecopanel/shared-ui/widgets"]}}`.
 * The shell's server reads it to link only the CSS of the lazy pages a render used, and to preload
 * with them the host's files of the shared modules they take (shell/src/remotes/manifestAssets.ts),
 * which the browser would otherwise ask for only once their code runs; the federation runtime
 * ignores the field.
 */
export class LazyChunksPlugin {
  constructor(private readonly opts: { manifest?: string; prefixes?: string[] } = {}) {}

  apply(compiler: Compiler): void {
    const manifestFile = this.opts.manifest ?? 'mf-manifest.json';
    // Lazy pages, and each language's catalog (`i18n-si`: preloaded on a Sinhala page).
    const prefixes = this.opts.prefixes ?? ['page-', 'i18n-'];
    compiler.hooks.thisCompilation.tap('LazyChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the manifest plugin wrote the file (PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER).
        { name: 'LazyChunksPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(manifestFile);
          if (!asset) return;
          const table: Record<string, LazyChunkFiles> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!prefixes.some((prefix) => name.startsWith(prefix))) continue;
            const files = group.chunks.flatMap((chunk) => [...chunk.files]).sort();
            const shared = new Set(
              group.chunks
                .flatMap((chunk) => compilation.chunkGraph.getChunkModules(chunk))
                .filter((module) => module.type === 'consume-shared-module')
                .map((module) => CONSUMED_KEY.exec(module.identifier())?.[1])
                .filter((key): key is string => key !== undefined),
            );
            table[name] = {
              js: files.filter((file) => file.endsWith('.js')),
              css: files.filter((file) => file.endsWith('.css')),
              ...(shared.size ? { shared: [...shared].sort() } : {}),
            };
          }
          const manifest = JSON.parse(asset.source.source().toString()) as Record<string, unknown>;
          manifest[LAZY_CHUNKS_FIELD] = table;
          compilation.updateAsset(
            manifestFile,
            new compiler.webpack.sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}
