// Importing a reviewed sheet: reviews recorded, corrections written and checked, and rows refused
// when their English or translation moved on, a reviewer is missing or the sheet is no review sheet.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCsv, toCsv } from './csv';
import { translationReport } from './report';
import { hashOf, reviewRows, stampReviews } from './review';
import { importSheet, reviewSheet } from './reviewSheet';
import { fixture, markReviewed, rowOf } from './reviewFixture';

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
