import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { compileBundle, nodeBundle } from '../nodeBundle';
import type { EnglishSources } from './review';

/**
 * The module of an app that says where its catalogs' English comes from and which pages show it, for
 * the review sheet: `export const reviewSources: { pages, texts }`, with each catalog named by its
 * folder relative to the app (`src/features/product/i18n`). It reads the app's own data, so it is
 * bundled and run in Node like the apps' route modules (build-tools/publicRoutes.ts).
 */
export const REVIEW_SOURCES_MODULE = 'src/reviewSources.ts';

interface AppSources {
  pages?: Record<string, readonly string[]>;
  texts?: { catalog: string; id: string; english: string; pages?: readonly string[] }[];
}

const ROOT = path.join(__dirname, '..', '..');
let reads = 0;

/** The English sources of the apps in `dirs` (relative to `root`) that have a review sources module. */
export async function readEnglishSources(root: string, dirs: readonly string[]): Promise<EnglishSources> {
  const withModule = dirs.filter((dir) => existsSync(path.join(root, dir, REVIEW_SOURCES_MODULE)));
  const entries = Object.fromEntries(
    withModule.map((dir, i) => [`app${i}`, path.join(root, dir, REVIEW_SOURCES_MODULE)]),
  );
  const sources: EnglishSources = { texts: [], pages: {} };
  if (!withModule.length) return sources;
  // Inside the repository, so the bundle's externals (React, the router) resolve from node_modules.
  const outDir = path.join(ROOT, 'node_modules', '.cache', 'review-sources', `${process.pid}-${(reads += 1)}`);
  try {
    await compileBundle(nodeBundle({ context: ROOT, entry: entries, outDir, localIdentName: '[local]' }));
    withModule.forEach((dir, i) => {
      const file = path.join(outDir, `app${i}.cjs`);
      delete require.cache[file];
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle was just built; require.cache was cleared above
      const { reviewSources } = require(file) as { reviewSources?: AppSources };
      if (!reviewSources) throw new Error(`${dir}: ${REVIEW_SOURCES_MODULE} exports no reviewSources`);
      const folder = (catalog: string) => path.join(root, dir, catalog);
      for (const [catalog, pages] of Object.entries(reviewSources.pages ?? {})) sources.pages[folder(catalog)] = pages;
      for (const { catalog, id, english, pages } of reviewSources.texts ?? []) {
        if (typeof english !== 'string')
          throw new Error(`${dir}: ${REVIEW_SOURCES_MODULE} gives no English string for ${catalog} ${id}`);
        sources.texts.push({ folder: folder(catalog), id, english, ...(pages ? { pages } : {}) });
      }
    });
    return sources;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
