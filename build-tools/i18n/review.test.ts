import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseCsv, toCsv } from './csv';
import { translationReport } from './report';
import { hashOf, reviewRows, stampReviews, type EnglishSources } from './review';
import { importSheet, reviewSheet } from './reviewSheet';

/** A temporary app with one catalog (never the repository's files), its English data given as `sources`. */
function fixture() {
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

const rowOf = (rows: ReturnType<typeof reviewRows>, lang: string, id: string) =>
  rows.find((row) => row.lang === lang && row.id === id)!;

it('records beside each catalog the English every translation was made from, all of them drafts', () => {
  const { catalogs, sources, read, folder } = fixture();
  const written = stampReviews(catalogs, sources());
  expect(written.map((file) => path.relative(folder, file))).toEqual(['si.review.json', 'ta.review.json']);
  expect(read('si.review.json')).toEqual({
    title: { source: hashOf('Products'), translation: hashOf('නිෂ්පාදන'), state: 'draft' },
    'product.1.name': { source: hashOf('Maple Ceiling Sheet'), translation: hashOf('මේපල් සිවිලිම් තහඩුව'), state: 'draft' },
    'faq.fire.answer': {
      source: hashOf('The panels are fire-retardant, "tested", and safe.'),
      translation: hashOf('ගිනි'),
      state: 'draft',
    },
  });
  expect(hashOf('Products')).toMatch(/^[0-9a-f]{12}$/);
  // A second run changes nothing.
  expect(stampReviews(catalogs, sources())).toEqual([]);
});

it("an id stamped before its English was given (only en.json's placeholder) takes the English once given, still a draft", () => {
  const { catalogs, sources, read } = fixture();
  const unresolved = { ...sources(), texts: sources().texts.filter((t) => t.id !== 'product.1.name') };
  stampReviews(catalogs, unresolved);
  expect(read('si.review.json')['product.1.name'].source).toBe(hashOf('{text}'));
  stampReviews(catalogs, sources());
  expect(read('si.review.json')['product.1.name']).toMatchObject({
    source: hashOf('Maple Ceiling Sheet'),
    state: 'draft',
  });
  expect(rowOf(reviewRows(catalogs, sources()), 'si', 'product.1.name').state).toBe('draft');
});

it('writes a sheet with the English from the data, the translation, the pages and the state', () => {
  const { catalogs, sources } = fixture();
  stampReviews(catalogs, sources());
  const rows = reviewRows(catalogs, sources());
  expect(rowOf(rows, 'si', 'product.1.name')).toMatchObject({
    english: 'Maple Ceiling Sheet',
    resolved: true,
    translation: 'මේපල් සිවිලිම් තහඩුව',
    state: 'draft',
    pages: ['/products', '/products/1/maple-ceiling-sheet'],
  });
  expect(rowOf(rows, 'ta', 'faq.fire.answer')).toMatchObject({ state: 'missing', pages: ['/products'] });
  const [header, ...body] = parseCsv(reviewSheet(rows));
  expect(header).toEqual([
    'language',
    'catalog',
    'id',
    'state',
    'english',
    'translation',
    'pages',
    'comment',
    'reviewer',
    'date',
    'version',
  ]);
  expect(body).toHaveLength(8);
  expect(body).toContainEqual([
    'Sinhala',
    'demo',
    'faq.fire.answer',
    'draft',
    'The panels are fire-retardant, "tested", and safe.',
    'ගිනි',
    '/products',
    '',
    '',
    '',
    `${hashOf('The panels are fire-retardant, "tested", and safe.')}:${hashOf('ගිනි')}`,
  ]);
  expect(body.filter((row) => row[3] !== 'missing').every((row) => row[3] === 'draft')).toBe(true);
});

it('flags a translation as outdated when its English source is edited, even a reviewed one', () => {
  const { catalogs, sources, english, apps, root, read } = fixture();
  stampReviews(catalogs, sources());
  importSheet(catalogs, sources(), markReviewed(reviewSheet(reviewRows(catalogs, sources())), 'product.1.name'), {
    reviewer: 'Nimali Perera',
    date: '2026-11-28',
  });
  expect(rowOf(reviewRows(catalogs, sources()), 'si', 'product.1.name').state).toBe('reviewed');

  english['product.1.name'] = 'Maple Ceiling Panel';
  english['faq.fire.answer'] = 'The panels are fire-retardant and safe.';
  stampReviews(catalogs, sources());
  const rows = reviewRows(catalogs, sources());
  expect(rowOf(rows, 'si', 'product.1.name')).toMatchObject({ state: 'outdated', english: 'Maple Ceiling Panel' });
  expect(rowOf(rows, 'si', 'faq.fire.answer').state).toBe('outdated');
  expect(rowOf(rows, 'si', 'title').state).toBe('draft');
  expect(read('si.review.json')['product.1.name']).toMatchObject({
    state: 'outdated',
    source: hashOf('Maple Ceiling Sheet'),
  });
  const [si] = translationReport(root, apps);
  expect(si!.outdated).toEqual(['product.1.name', 'faq.fire.answer']);
  expect(si!.draft).toEqual(['title', 'product.1.name', 'faq.fire.answer']);
});

/** The sheet with `ids`' state set to reviewed, as a reviewer would in a spreadsheet. */
function markReviewed(csv: string, ...ids: string[]): string {
  return csv
    .split('\r\n')
    .map((line) =>
      ids.some((id) => line.startsWith(`Sinhala,demo,${id},`))
        ? line.replace(/^(Sinhala,demo,[^,]+,)draft,/, '$1reviewed,')
        : line,
    )
    .join('\r\n');
}

it('imports the sheet: rows marked reviewed get the reviewer and date, the rest stay drafts', () => {
  const { catalogs, sources, root, apps, read } = fixture();
  const sheet = reviewSheet(reviewRows(catalogs, sources()));
  const result = importSheet(catalogs, sources(), markReviewed(sheet, 'title', 'faq.fire.answer'), {
    reviewer: 'Nimali Perera',
    date: '2026-11-28',
  });
  expect(result).toEqual({ reviewed: 2, corrected: 0, reopened: 0, problems: [] });
  expect(read('si.review.json').title).toEqual({
    source: hashOf('Products'),
    translation: hashOf('නිෂ්පාදන'),
    state: 'reviewed',
    reviewer: 'Nimali Perera',
    date: '2026-11-28',
  });
  expect(read('si.review.json')['product.1.name'].state).toBe('draft');
  expect(read('ta.review.json').title.state).toBe('draft');
  const [si, ta] = translationReport(root, apps);
  expect(si!.draft).toEqual(['product.1.name']);
  expect(ta!.draft).toEqual(['title', 'product.1.name']);
  // The next sheet says who reviewed it and when.
  const again = parseCsv(reviewSheet(reviewRows(catalogs, sources()))).find((row) => row[2] === 'title')!;
  expect(again.slice(3, 4).concat(again.slice(8, 10))).toEqual(['reviewed', 'Nimali Perera', '2026-11-28']);
  // Importing the same sheet again keeps the first review's date.
  importSheet(catalogs, sources(), markReviewed(sheet, 'title'), { reviewer: 'Someone Else', date: '2026-12-01' });
  expect(read('si.review.json').title.reviewer).toBe('Nimali Perera');
});

it('a translation edited in the repository after its review is a draft again', () => {
  const { catalogs, sources, write, read } = fixture();
  importSheet(catalogs, sources(), markReviewed(reviewSheet(reviewRows(catalogs, sources())), 'title'), {
    reviewer: 'Nimali Perera',
  });
  write('si', { ...read('si.json'), title: 'භාණ්ඩ' });
  expect(rowOf(reviewRows(catalogs, sources()), 'si', 'title').state).toBe('draft');
  stampReviews(catalogs, sources());
  expect(read('si.review.json').title).toEqual({
    source: hashOf('Products'),
    translation: hashOf('භාණ්ඩ'),
    state: 'draft',
  });
});

it('writes a translation corrected in the sheet into its line of the catalog, and checks it first', () => {
  const { catalogs, sources, folder, read } = fixture();
  const before = readFileSync(path.join(folder, 'si.json'), 'utf8');
  let rows = parseCsv(reviewSheet(reviewRows(catalogs, sources())));
  const edit = (id: string, translation: string, state = 'reviewed') =>
    rows.map((row) =>
      row[0] === 'Sinhala' && row[2] === id ? [...row.slice(0, 3), state, row[4]!, translation, ...row.slice(6)] : row,
    );
  const result = importSheet(catalogs, sources(), toCsv(edit('faq.fire.answer', 'ගිනි නිවාරක, "පරීක්ෂිත"')), {
    reviewer: 'Nimali Perera',
    date: '2026-11-28',
  });
  expect(result).toEqual({ reviewed: 1, corrected: 1, reopened: 0, problems: [] });
  const after = readFileSync(path.join(folder, 'si.json'), 'utf8');
  expect(after).toBe(before.replace('"faq.fire.answer": "ගිනි"', '"faq.fire.answer": "ගිනි නිවාරක, \\"පරීක්ෂිත\\""'));
  expect(read('si.review.json')['faq.fire.answer']).toMatchObject({
    state: 'reviewed',
    translation: hashOf('ගිනි නිවාරක, "පරීක්ෂිත"'),
  });
  // Not valid ICU, or a value the page does not give: left as it was.
  rows = parseCsv(reviewSheet(reviewRows(catalogs, sources())));
  const bad = importSheet(catalogs, sources(), toCsv(edit('title', 'නිෂ්පාදන {name')), { reviewer: 'N' });
  expect(bad.problems).toEqual([expect.stringMatching(/line \d+ \(title\): .*"title" is not a valid ICU message/)]);
  const named = importSheet(catalogs, sources(), toCsv(edit('title', '{නම} නිෂ්පාදන')), { reviewer: 'N' });
  expect(named.problems).toEqual([expect.stringMatching(/\(title\): \{නම\} is no value the page gives this text/)]);
  // Saved in a Windows code page, the letters became question marks: not written.
  const lost = importSheet(catalogs, sources(), toCsv(edit('title', '????????')), { reviewer: 'N' });
  expect(lost.problems).toEqual([expect.stringMatching(/\(title\): the translation has no Sinhala letters left/)]);
  expect(read('si.json').title).toBe('නිෂ්පාදන');
});

it('leaves rows whose English or translation changed since the sheet was written, and says why', () => {
  const { catalogs, sources, english, write, read } = fixture();
  stampReviews(catalogs, sources());
  const rows = parseCsv(reviewSheet(reviewRows(catalogs, sources())));
  const sheet = toCsv(
    rows.map((row) =>
      row[0] === 'Sinhala' && row[3] === 'draft'
        ? [...row.slice(0, 3), 'reviewed', row[4]!, row[2] === 'title' ? 'අලුත්' : row[5]!, ...row.slice(6)]
        : row,
    ),
  );
  english['product.1.name'] = 'Maple Ceiling Panel';
  write('si', { ...read('si.json'), title: 'භාණ්ඩ' });
  const result = importSheet(catalogs, sources(), sheet, { reviewer: 'Nimali Perera' });
  expect(result.reviewed).toBe(1);
  expect(result.problems).toEqual([
    expect.stringMatching(/\(title\): its translation was changed in the repository since the sheet was written/),
    expect.stringMatching(/\(product\.1\.name\): its English has changed since the sheet was written/),
  ]);
  expect(read('si.json').title).toBe('භාණ්ඩ');
  expect(read('si.review.json')['faq.fire.answer'].state).toBe('reviewed');
  expect(read('si.review.json')['product.1.name'].state).toBe('outdated');
});

it('needs a reviewer for rows marked reviewed, and a review sheet', () => {
  const { catalogs, sources } = fixture();
  const sheet = markReviewed(reviewSheet(reviewRows(catalogs, sources())), 'title');
  expect(importSheet(catalogs, sources(), sheet, {}).problems).toEqual([expect.stringMatching(/no reviewer named/)]);
  const missing = sheet.replace(/^(Tamil,demo,faq\.fire\.answer,)missing,/m, '$1reviewed,');
  expect(importSheet(catalogs, sources(), missing, { reviewer: 'N' }).problems).toEqual([
    expect.stringMatching(/\(faq\.fire\.answer\): marked reviewed, but it has no translation yet/),
  ]);
  expect(() => importSheet(catalogs, sources(), 'a,b\n1,2\n', { reviewer: 'N' })).toThrow(/no language, catalog, id/);
  expect(() => importSheet(catalogs, sources(), 'language;catalog;id\n', { reviewer: 'N' })).toThrow(/saved with ;/);
  // What a Sinhala sheet saved in a Windows code page reads as.
  const mangled = sheet.replace('නිෂ්පාදන', '\uFFFD\uFFFD\uFFFD');
  expect(() => importSheet(catalogs, sources(), mangled, { reviewer: 'N' })).toThrow(/CSV UTF-8/);
});
