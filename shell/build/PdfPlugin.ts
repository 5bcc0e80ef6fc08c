import type { Compiler } from '@rspack/core';
import sharp from 'sharp';
import { roomScene, woodPanel } from 'build-tools/images';
import { BROCHURE, WARRANTY } from '../src/data/downloads';
import { FINISHES, finishById } from 'shared-ui/data';
import { brochure, type BrochureArt } from './pdf/brochure';
import { renderDocument } from './pdf/document';
import { warranty } from './pdf/warranty';

/** The documents' date: fixed, so a rebuild of the same sources gives the same bytes. */
const EDITION = new Date('2025-01-01T00:00:00Z');

const jpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 72 }).toBuffer().then((b) => new Uint8Array(b));

/** Draws the brochure's cover and finish swatches with the same generator as the site's images. */
async function brochureArt(): Promise<BrochureArt> {
  const swatches = Object.fromEntries(
    await Promise.all(
      FINISHES.map(async (f) => [f.id, await jpeg(woodPanel({ width: 300, height: 120, color: f.colour, seed: f.seed, grain: f.grain, strips: 2 }))] as const),
    ),
  );
  const cover = { width: 960, height: 400, jpeg: await jpeg(roomScene({ width: 960, height: 400, seed: 400, ceiling: finishById('golden-teak').colour, kind: 'living' })) };
  return { cover, swatches };
}

/** Every downloadable document, as file name and bytes. */
export async function buildDownloads(): Promise<{ file: string; data: Uint8Array }[]> {
  return [
    { file: BROCHURE.file, data: await renderDocument(brochure(await brochureArt()), { created: EDITION }) },
    { file: WARRANTY.file, data: await renderDocument(warranty(), { created: EDITION }) },
  ];
}

/** Emits the brochure and the warranty/installation PDF into the shell's build (and dev server). */
export class PdfPlugin {
  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    let cache: Promise<{ file: string; data: Uint8Array }[]> | undefined;
    compiler.hooks.thisCompilation.tap('PdfPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PdfPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          // Built once per process: the documents depend only on build-time data (in `rspack serve`, an
          // edit of that data shows after a restart).
          cache ??= buildDownloads();
          for (const doc of await cache) compilation.emitAsset(doc.file, new RawSource(Buffer.from(doc.data)));
        },
      );
    });
  }
}
