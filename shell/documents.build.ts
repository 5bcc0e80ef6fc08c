// Every downloadable document of the shell, generated from the product tables by the build
// (build/PdfPlugin.ts) unless the owner has put the real file in content/documents/.
import sharp from 'sharp';
import { roomScene, woodPanel } from '@ecopanel/build-tools/images';
import type { DocumentJob } from '@ecopanel/build-tools/owner';
import { FINISHES, finishById } from '@ecopanel/shared-ui/data';
import { brochure, type BrochureArt } from './build/pdf/brochure';
import { renderDocument } from './build/pdf/document';
import { warranty } from './build/pdf/warranty';
import { BROCHURE, WARRANTY } from './src/data/downloads';

/** The documents' date: fixed, so a rebuild of the same sources gives the same bytes. */
const EDITION = new Date('2025-01-01T00:00:00Z');

const jpeg = (svg: string) =>
  sharp(Buffer.from(svg))
    .jpeg({ quality: 72 })
    .toBuffer()
    .then((b) => new Uint8Array(b));

/** Draws the brochure's cover and finish swatches with the same generator as the site's images. */
async function brochureArt(): Promise<BrochureArt> {
  const swatches = Object.fromEntries(
    await Promise.all(
      FINISHES.map(
        async (f) =>
          [
            f.id,
            await jpeg(
              woodPanel({ width: 300, height: 120, color: f.colour, seed: f.seed, grain: f.grain, strips: 2 }),
            ),
          ] as const,
      ),
    ),
  );
  const cover = {
    width: 960,
    height: 400,
    jpeg: await jpeg(
      roomScene({ width: 960, height: 400, seed: 400, ceiling: finishById('golden-teak').colour, kind: 'living' }),
    ),
  };
  return { cover, swatches };
}

/**
 * `standIn`: the generated warranty stands in for a document only the company can issue (its terms
 * bind the company), so a release needs the owner's PDF (`npm run preflight`). The brochure is made
 * from the product tables and is final as generated, though the owner may replace it too.
 */
export const documents: DocumentJob[] = [
  {
    file: BROCHURE.file,
    standIn: false,
    generate: async () => renderDocument(brochure(await brochureArt()), { created: EDITION }),
  },
  { file: WARRANTY.file, standIn: true, generate: () => renderDocument(warranty(), { created: EDITION }) },
];
