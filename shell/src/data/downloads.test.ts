import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { buildDownloads } from '../../build/PdfPlugin';
import { brochure } from '../../build/pdf/brochure';
import { warranty } from '../../build/pdf/warranty';
import type { DocumentModel } from '../../build/pdf/model';
import { BENEFITS } from './benefits';
import { BROCHURE, WARRANTY } from './downloads';
import { ACCESSORIES, FINISHES, INSTALLATION } from '@ecopanel/shared-ui/data';

const words = (model: DocumentModel): string =>
  model.blocks
    .map((b) => {
      switch (b.kind) {
        case 'heading':
        case 'paragraph':
          return b.text;
        case 'bullets':
        case 'steps':
          return b.items.join('\n');
        case 'table':
          return [b.columns, ...b.rows].map((r) => r.join(' | ')).join('\n');
        case 'swatches':
          return b.items.map((i) => `${i.name} ${i.note}`).join('\n');
        default:
          return '';
      }
    })
    .join('\n');

it('builds both documents as real PDFs under the names the page links to', async () => {
  const docs = await buildDownloads();
  expect(docs.map((d) => d.file)).toEqual([BROCHURE.file, WARRANTY.file]);
  for (const doc of docs) {
    expect(Buffer.from(doc.data.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(doc.data);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
  }
  const [brochurePdf, warrantyPdf] = await Promise.all(docs.map((d) => PDFDocument.load(d.data)));
  expect(brochurePdf!.getTitle()).toBe('EcoPanel Product Brochure');
  expect(warrantyPdf!.getTitle()).toBe('EcoPanel Warranty & Installation');
}, 20000);

describe("the owner's own documents", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ecopanel-docs-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("serves the owner's PDF of the same name as it is, and generates the others", async () => {
    const own = await PDFDocument.create();
    own.setTitle('Signed warranty');
    own.addPage();
    const bytes = await own.save();
    writeFileSync(path.join(dir, path.basename(WARRANTY.file)), bytes);
    const docs = await buildDownloads(dir);
    expect(Buffer.from(docs.find((d) => d.file === WARRANTY.file)!.data).equals(Buffer.from(bytes))).toBe(true);
    const generated = await PDFDocument.load(docs.find((d) => d.file === BROCHURE.file)!.data);
    expect(generated.getTitle()).toBe('EcoPanel Product Brochure');
  }, 20000);

  it('refuses a file that is not a PDF, naming it', async () => {
    writeFileSync(path.join(dir, path.basename(BROCHURE.file)), 'PK\u0003\u0004 a Word document');
    await expect(buildDownloads(dir)).rejects.toThrow(/ecopanel-brochure\.pdf: not a PDF/);
  });
});

it('is the same file on every build of the same sources', async () => {
  const [a, b] = [await buildDownloads(), await buildDownloads()];
  for (const [i, doc] of a.entries()) expect(Buffer.from(doc.data).equals(Buffer.from(b[i]!.data))).toBe(true);
}, 20000);

it('the brochure presents the range from the finish table: names, colours, sizes; the accessories; the twelve benefits', () => {
  const model = brochure();
  const text = words(model);
  for (const f of FINISHES) expect(text).toContain(`${f.name} Ceiling Sheet`);
  const swatches = model.blocks.find((b) => b.kind === 'swatches');
  expect(swatches?.kind === 'swatches' && swatches.items.map((i) => [i.name, i.color])).toEqual(
    FINISHES.map((f) => [`${f.name} Ceiling Sheet`, f.colour]),
  );
  expect(text).toContain('Burma Teak | subtle grey | 2440 mm');
  for (const a of ACCESSORIES) expect(text).toContain(`${a.name} | ${a.use}`);
  expect(text).toContain(`${INSTALLATION.battenSpacingMaxMm} mm centres`);
  expect(text).toContain('200 x 3000 x 7.5 mm');
  expect(text).toContain('200 x 2440 x 7.5 mm');
  expect(text).toContain('300 g per sqft');
  expect(text).toContain('PVC and calcium carbonate');
  expect(text).toContain('60°C (not for saunas');
  expect(text).toContain('ISO 9001:2015');
  for (const b of BENEFITS) expect(text).toContain(b.title);
});

it('the warranty document covers terms, exclusions, claims, installation steps and care', () => {
  const model = warranty();
  expect(model.blocks.filter((b) => b.kind === 'heading').map((b) => (b.kind === 'heading' ? b.text : ''))).toEqual([
    '1. Our warranty',
    '2. What the warranty does not cover',
    '3. How to make a claim',
    '4. Before you install',
    '5. Installation, step by step',
    '6. Care and maintenance',
    '7. Contact',
  ]);
  const text = words(model);
  expect(text).toMatch(/maximum continuous temperature of 60°C, including saunas/);
  // The installation guide, the FAQ and the drawing say the same (shared-ui's installation table).
  expect(text).toContain('battens at no more than 600 mm centres');
  expect(text).toContain('5 mm shorter than the room');
  expect(text).toContain('with a Hanging Clip');
});
