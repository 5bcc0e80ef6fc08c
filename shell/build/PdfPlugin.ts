import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import { contentDirs, ownerDocument } from '@ecopanel/build-tools/images';
import { documents } from '../documents.build';

/** The shell's `content/documents`: the owner's own PDFs, served instead of the generated ones. */
export const DOCUMENTS_DIR = contentDirs(path.resolve(__dirname, '..')).documents;

/** The owner's PDF, checked to be one, so a misnamed Word file fails the build instead of the download. */
function readOwnerPdf(file: string): Uint8Array {
  const data = readFileSync(file);
  if (data.subarray(0, 5).toString('latin1') !== '%PDF-')
    throw new Error(`${file}: not a PDF (it does not start with %PDF-)`);
  return new Uint8Array(data);
}

/** Every downloadable document, as file name and bytes: the owner's file where there is one. */
export async function buildDownloads(
  documentsDir: string = DOCUMENTS_DIR,
): Promise<{ file: string; data: Uint8Array }[]> {
  return Promise.all(
    documents.map(async ({ file, generate }) => {
      const owner = ownerDocument(documentsDir, file);
      return { file, data: owner ? readOwnerPdf(owner) : await generate() };
    }),
  );
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
