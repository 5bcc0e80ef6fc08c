// The routes `npm run bench` measures (scripts/bench.mjs), each list with the issue that asked for it.

export const FIRST_LOAD_ROUTES = ['/', '/products', '/contact'];
export const PRODUCT = '/products/1/maple-ceiling-sheet';
// The key routes of issue 23: every kind of page, prerendered and server-rendered.
export const LIGHTHOUSE_ROUTES = [
  '/',
  '/our-story',
  '/products',
  PRODUCT,
  '/products/calculator',
  '/resources/projects/1',
  '/resources/faq',
  '/resources/certificate',
  '/contact',
];
// Issue 25: a Sinhala product page, the Tamil home and the Tamil contact page, each held within 2
// points of its English page in this run (also measured against every route budget above).
export const LANG_PAIRS = [
  [PRODUCT, `/si${PRODUCT}`],
  ['/', '/ta/'],
  ['/contact', '/ta/contact'],
];
export const LOAD_ROUTES = [PRODUCT, '/'];
