import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFImage, type PDFPage, type RGB } from 'pdf-lib';
import type { DocumentModel } from './model';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const BRAND = rgb(0x12 / 255, 0x37 / 255, 0x2a / 255);
const BRAND_LIGHT = rgb(0xe3 / 255, 0xf1 / 255, 0xe8 / 255);
const INK = rgb(0.09, 0.13, 0.11);
const MUTED = rgb(0.33, 0.39, 0.36);

const hex = (color: string): RGB => {
  const n = parseInt(color.replace('#', ''), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

/** Splits text into lines no wider than `width` at `size` (the standard fonts have exact metrics). */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Lays a document model out on A4 pages: a cover band, then the blocks, flowing onto new pages. */
export async function renderDocument(model: DocumentModel, { created }: { created: Date }): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${model.brand} ${model.title}`);
  pdf.setSubject(model.subject);
  pdf.setKeywords(model.keywords);
  pdf.setAuthor(model.brand);
  pdf.setCreator(`${model.brand} website build`);
  pdf.setProducer('pdf-lib');
  // A fixed date: the same sources always build the same bytes.
  pdf.setCreationDate(created);
  pdf.setModificationDate(created);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const contentWidth = A4[0] - MARGIN * 2;

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1];

  // Cover band.
  page.drawRectangle({ x: 0, y: A4[1] - 150, width: A4[0], height: 150, color: BRAND });
  page.drawText(model.brand, { x: MARGIN, y: A4[1] - 56, size: 14, font: bold, color: BRAND_LIGHT });
  page.drawText(model.title, { x: MARGIN, y: A4[1] - 95, size: 26, font: bold, color: rgb(1, 1, 1) });
  for (const [i, line] of wrap(model.subtitle, regular, 11, contentWidth).entries()) {
    page.drawText(line, { x: MARGIN, y: A4[1] - 120 - i * 14, size: 11, font: regular, color: BRAND_LIGHT });
  }
  y = A4[1] - 180;

  const newPage = () => {
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const ensure = (height: number) => {
    if (y - height < MARGIN + 20) newPage();
  };
  const text = (s: string, x: number, size: number, font: PDFFont, color = INK) =>
    page.drawText(s, { x, y, size, font, color });

  const images = new Map<Uint8Array, PDFImage>();
  const jpeg = async (bytes: Uint8Array) => {
    let image = images.get(bytes);
    if (!image) {
      image = await pdf.embedJpg(bytes);
      images.set(bytes, image);
    }
    return image;
  };

  for (const block of model.blocks) {
    switch (block.kind) {
      case 'heading': {
        ensure(60);
        y -= 14;
        text(block.text, MARGIN, 16, bold, BRAND);
        y -= 8;
        page.drawLine({
          start: { x: MARGIN, y },
          end: { x: MARGIN + contentWidth, y },
          thickness: 1,
          color: BRAND_LIGHT,
        });
        y -= 18;
        break;
      }
      case 'paragraph': {
        for (const line of wrap(block.text, regular, 10.5, contentWidth)) {
          ensure(15);
          text(line, MARGIN, 10.5, regular);
          y -= 15;
        }
        y -= 6;
        break;
      }
      case 'bullets':
      case 'steps': {
        for (const [i, item] of block.items.entries()) {
          const marker = block.kind === 'steps' ? `${i + 1}.` : '-';
          const lines = wrap(item, regular, 10.5, contentWidth - 20);
          ensure(15 * lines.length);
          text(marker, MARGIN + 2, 10.5, bold, BRAND);
          for (const line of lines) {
            text(line, MARGIN + 20, 10.5, regular);
            y -= 15;
          }
          y -= 2;
        }
        y -= 6;
        break;
      }
      case 'table': {
        const widths = block.widths.map((w) => w * contentWidth);
        const row = (cells: string[], font: PDFFont, shade: boolean) => {
          const wrapped = cells.map((c, i) => wrap(c, font, 10, (widths[i] ?? 0) - 10));
          const height = Math.max(...wrapped.map((l) => l.length)) * 13 + 8;
          ensure(height);
          if (shade)
            page.drawRectangle({ x: MARGIN, y: y - height + 12, width: contentWidth, height, color: BRAND_LIGHT });
          let x = MARGIN;
          for (const [i, lines] of wrapped.entries()) {
            for (const [j, line] of lines.entries())
              page.drawText(line, { x: x + 5, y: y - j * 13, size: 10, font, color: INK });
            x += widths[i] ?? 0;
          }
          y -= height;
        };
        row(block.columns, bold, true);
        for (const cells of block.rows) row(cells, regular, false);
        y -= 8;
        break;
      }
      case 'swatches': {
        const cols = 3;
        const cellW = contentWidth / cols;
        const swatchH = 48;
        for (let i = 0; i < block.items.length; i += cols) {
          ensure(swatchH + 40);
          for (const [j, item] of block.items.slice(i, i + cols).entries()) {
            const x = MARGIN + j * cellW;
            const box = { x, y: y - swatchH, width: cellW - 12, height: swatchH };
            if (item.image) page.drawImage(await jpeg(item.image), box);
            else page.drawRectangle({ ...box, color: hex(item.color) });
            page.drawText(item.name, { x, y: y - swatchH - 14, size: 10.5, font: bold, color: INK });
            page.drawText(item.note, { x, y: y - swatchH - 27, size: 9, font: regular, color: MUTED });
          }
          y -= swatchH + 42;
        }
        break;
      }
      case 'image': {
        const height = (contentWidth * block.height) / block.width;
        ensure(height + 12);
        page.drawImage(await jpeg(block.jpeg), { x: MARGIN, y: y - height, width: contentWidth, height });
        y -= height + 16;
        break;
      }
    }
  }

  const pages = pdf.getPages();
  for (const [i, p] of pages.entries()) {
    p.drawText(model.footer, { x: MARGIN, y: 28, size: 8, font: regular, color: MUTED });
    const label = `${i + 1} / ${pages.length}`;
    p.drawText(label, {
      x: A4[0] - MARGIN - regular.widthOfTextAtSize(label, 8),
      y: 28,
      size: 8,
      font: regular,
      color: MUTED,
    });
  }
  return pdf.save({ useObjectStreams: true });
}
