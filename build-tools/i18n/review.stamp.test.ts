// Stamping each translation with the English it was made from, the review sheet written from the
// stamps, and a translation outdated when its English changes.
import path from 'node:path';
import { parseCsv } from './csv';
import { translationReport } from './report';
import { hashOf, reviewRows, stampReviews } from './review';
import { importSheet, reviewSheet } from './reviewSheet';
import { fixture, markReviewed, rowOf } from './reviewFixture';

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
