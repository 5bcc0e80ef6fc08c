// What review.*.test.ts share: a temporary app with one catalog to stamp and review, and the
// reviewer's side of a sheet.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EnglishSources, reviewRows } from './review';

/** A temporary app with one catalog (never the repository's files), its English data given as `sources`. */
export function fixture() {
  const root = mkdtempSync(path.join(tmpdir(), 'i18n-review-'));
  const folder = path.join(root, 'mfe-demo', 'src', 'i18n');
  mkdirSync(folder, { recursive: true });
  const write = (lang: string, messages: object) =>
    writeFileSync(path.join(folder, `${lang}.json`), `${JSON.stringify(messages, null, 2)}\n`);
  write('en', { title: 'Products', 'product.1.name': '{text}', 'faq.fire.answer': '{text}', empty: 'No products' });
  write('si', { $reviewed: [], title: 'නිෂ්පාදන', 'product.1.name': 'මේපල් සිවිලිම් තහඩුව', 'faq.fire.answer': 'ගිනි' });
  write('ta', { title: 'தயாரிப்புகள்', 'product.1.name': 'மேப்பிள் சீலிங் தகடு' });
  const english = {
    'product.1.name': 'Maple Ceiling Sheet',
    'faq.fire.answer': 'The panels are fire-retardant, "tested", and safe.',
  };
  const sources = (): EnglishSources => ({
    texts: Object.entries(english).map(([id, text]) => ({
      folder,
      id,
      english: text,
      ...(id.startsWith('product.') ? { pages: ['/products', '/products/1/maple-ceiling-sheet'] } : {}),
    })),
    pages: { [folder]: ['/products'] },
  });
  const catalogs = [{ name: 'demo', folder }];
  const apps = [{ name: 'demo', dir: 'mfe-demo' }];
  const read = (file: string) => JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
  return { root, folder, english, sources, catalogs, apps, read, write };
}

export const rowOf = (rows: ReturnType<typeof reviewRows>, lang: string, id: string) =>
  rows.find((row) => row.lang === lang && row.id === id)!;

/** The sheet with `ids`' state set to reviewed, as a reviewer would in a spreadsheet. */
export function markReviewed(csv: string, ...ids: string[]): string {
  return csv
    .split('\r\n')
    .map((line) =>
      ids.some((id) => line.startsWith(`Sinhala,demo,${id},`))
        ? line.replace(/^(Sinhala,demo,[^,]+,)draft,/, '$1reviewed,')
        : line,
    )
    .join('\r\n');
}
