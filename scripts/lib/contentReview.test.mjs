import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { APPS } from '../apps.mjs';
import { loadReview, reviewCommand } from './contentReview.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = (await import('node:module')).createRequire(import.meta.url);
const { parseCsv, reviewRows } = require('@ecopanel/build-tools/i18n');

// A temporary app (never the repository's catalogs): its English in a data file, passed through by
// en.json as `{text}` and named by its src/reviewSources.ts, as the site's apps do.
const root = mkdtempSync(path.join(tmpdir(), 'content-review-'));
after(() => rmSync(root, { recursive: true, force: true }));
const src = path.join(root, 'mfe-demo', 'src');
const i18n = path.join(src, 'i18n');
mkdirSync(i18n, { recursive: true });
const json = (file, value) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
json(path.join(i18n, 'en.json'), { title: 'Products', 'faq.fire.answer': '{text}' });
json(path.join(i18n, 'si.json'), { title: 'නිෂ්පාදන', 'faq.fire.answer': 'පැනල ගිනි-මන්දක වේ, "පරීක්ෂිත".' });
json(path.join(i18n, 'ta.json'), { title: 'தயாரிப்புகள்', 'faq.fire.answer': 'பேனல்கள் தீத்தடுப்பு, சோதிக்கப்பட்டவை.' });
const data = (answer) =>
  writeFileSync(path.join(src, 'faq.ts'), `export const FIRE = ${JSON.stringify(answer)};\n`, 'utf8');
data('The panels are fire-retardant, "tested", and safe.\nSee the test report.');
writeFileSync(
  path.join(src, 'reviewSources.ts'),
  `import { FIRE } from './faq';
export const reviewSources = {
  pages: { 'src/i18n': ['/products'] },
  texts: [{ catalog: 'src/i18n', id: 'faq.fire.answer', english: FIRE, pages: ['/resources/faq'] }],
};
`,
);
const apps = [{ name: 'demo', dir: 'mfe-demo' }];
const sheetFile = path.join(root, 'review.csv');
const sheet = () => parseCsv(readFileSync(sheetFile, 'utf8'));
const review = (lang) => JSON.parse(readFileSync(path.join(i18n, `${lang}.review.json`), 'utf8'));

test('the sheet shows the English from the data, the pages and the state; all drafts at first', async () => {
  const { lines, code } = await reviewCommand(['--sheet', sheetFile], { root, apps });
  assert.equal(code, 0);
  assert.match(lines.join('\n'), /Wrote .*review\.csv: 4 strings \(4 drafts, 0 outdated, 0 reviewed, 0 missing\)/);
  const [header, ...rows] = sheet();
  assert.deepEqual(header.slice(0, 7), ['language', 'catalog', 'id', 'state', 'english', 'translation', 'pages']);
  const fire = rows.find((row) => row[0] === 'Sinhala' && row[2] === 'faq.fire.answer');
  assert.deepEqual(fire.slice(0, 7), [
    'Sinhala',
    'demo',
    'faq.fire.answer',
    'draft',
    'The panels are fire-retardant, "tested", and safe.\nSee the test report.',
    'පැනල ගිනි-මන්දක වේ, "පරීක්ෂිත".',
    '/resources/faq',
  ]);
  assert.equal(rows.find((row) => row[2] === 'title')[6], '/products');
  assert.deepEqual(Object.keys(review('si')), ['title', 'faq.fire.answer']);
  assert.ok(Object.values(review('ta')).every((entry) => entry.state === 'draft'));
  // --lang: one language's sheet.
  await reviewCommand(['--sheet', sheetFile, '--lang', 'ta'], { root, apps });
  assert.deepEqual(
    sheet()
      .slice(1)
      .map((row) => row[0]),
    ['Tamil', 'Tamil'],
  );
});

test('importing the sheet back records the reviewer and date of the rows marked reviewed', async () => {
  await reviewCommand(['--sheet', sheetFile, '--lang', 'si'], { root, apps });
  const marked = readFileSync(sheetFile, 'utf8').replace('Sinhala,demo,title,draft,', 'Sinhala,demo,title,reviewed,');
  writeFileSync(sheetFile, marked);
  const { lines, code } = await reviewCommand(['--import', sheetFile, '--reviewer', 'Nimali Perera'], {
    root,
    apps,
    date: '2026-11-28',
  });
  assert.equal(code, 0, lines.join('\n'));
  assert.match(lines.join('\n'), /1 recorded as reviewed by Nimali Perera, 0 translations corrected/);
  assert.deepEqual(
    { ...review('si').title, source: undefined, translation: undefined },
    { source: undefined, translation: undefined, state: 'reviewed', reviewer: 'Nimali Perera', date: '2026-11-28' },
  );
  assert.equal(review('si')['faq.fire.answer'].state, 'draft');
  assert.equal(review('ta').title.state, 'draft');
});

test('an edited English string turns its translations into outdated ones, in the sheet and the review files', async () => {
  data('The panels are fire-retardant and safe.');
  const { lines } = await reviewCommand([], { root, apps });
  assert.match(lines.join('\n'), /Recorded the English of new or changed translations in 2 review files/);
  assert.equal(review('si')['faq.fire.answer'].state, 'outdated');
  assert.equal(review('ta')['faq.fire.answer'].state, 'outdated');
  assert.equal(review('si').title.state, 'reviewed');
  await reviewCommand(['--sheet', sheetFile], { root, apps });
  const states = Object.fromEntries(sheet().map((row) => [`${row[0]} ${row[2]}`, [row[3], row[4]]]));
  assert.deepEqual(states['Sinhala faq.fire.answer'], ['outdated', 'The panels are fire-retardant and safe.']);
  assert.deepEqual(states['Tamil faq.fire.answer'], ['outdated', 'The panels are fire-retardant and safe.']);
  assert.deepEqual(states['Sinhala title'], ['reviewed', 'Products']);
});

test("every id of the site's catalogs that en.json passes through gets its English from the app's data", async () => {
  // Read only: the repository's catalogs and review files are not written.
  const { catalogs, sources } = await loadReview(ROOT, [...APPS, { name: 'shared-ui', dir: 'shared-ui' }]);
  const rows = reviewRows(catalogs, sources);
  const unresolved = rows.filter((row) => !row.resolved).map((row) => `${row.catalog} ${row.id}`);
  assert.deepEqual(unresolved, []);
  const known = new Set(rows.map((row) => `${row.folder} ${row.id}`));
  const stray = sources.texts.filter((t) => !known.has(`${t.folder} ${t.id}`)).map((t) => t.id);
  assert.deepEqual(stray, [], 'a reviewSources.ts names ids no en.json has');
  const english = (catalog, id) => rows.find((row) => row.catalog === catalog && row.id === id).english;
  assert.equal(english('catalogue', 'product.1.name'), 'Maple Ceiling Sheet');
  assert.match(english('resources', 'faq.fire.answer'), /fire/i);
  assert.ok(
    rows.every((row) => row.pages.length),
    'every string names the pages that show it',
  );
});
