import { slugify } from '@ecopanel/shared-ui';
import { FEATURED_PRODUCTS, FILTER_CATEGORIES, findProduct, PRODUCTS } from './products';
import { ACCESSORIES, SPECIFICATION_TABLE } from './specifications';

const TITLES = [
  'Maple',
  'Kithul',
  'Golden Teak',
  'Burma Teak',
  'Jack Wood',
  'Rich Brown',
  'Silver OAK',
  'Teak',
  'Titan wood',
  'Smoke wood',
  'Walnut',
  'White sand',
].map((name) => `${name} Ceiling Sheet`);

it('holds the 12 ceiling sheets of SPEC section 3, ids 1-12 in order', () => {
  expect(PRODUCTS.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  expect(PRODUCTS.map((p) => p.title)).toEqual(TITLES);
  expect(new Set(PRODUCTS.map((p) => p.category))).toEqual(new Set(['Ceiling Panel']));
  expect(new Set(PRODUCTS.map((p) => p.rating))).toEqual(new Set([5]));
});

it('links each product to /products/{id}/{slug of its title}, every slug unique', () => {
  for (const p of PRODUCTS) {
    const slug = p.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    expect(p.link).toBe(`/products/${p.id}/${slug}`);
    expect(slugify(p.title)).toBe(slug);
  }
  expect(new Set(PRODUCTS.map((p) => p.link.split('/')[3])).size).toBe(PRODUCTS.length);
  expect(findProduct(7)?.link).toBe('/products/7/silver-oak-ceiling-sheet');
  expect(findProduct(12)?.link).toBe('/products/12/white-sand-ceiling-sheet');
});

it('sizes every sheet 2440 x 200 x 7.5 mm, except White sand at 3000 mm long', () => {
  for (const p of PRODUCTS) {
    const length = p.title === 'White sand Ceiling Sheet' ? 3000 : 2440;
    expect([p.title, p.dimensions]).toEqual([p.title, { length, width: 200, thickness: 7.5 }]);
  }
});

it('gives each product a description, 4 specifications, 4 features and 2 pictures: its own, then the groove', () => {
  for (const p of PRODUCTS) {
    expect(p.description.length).toBeGreaterThan(60);
    expect(p.specifications).toHaveLength(4);
    expect(p.features).toHaveLength(4);
    expect(p.images).toHaveLength(2);
    expect(p.image).toBe(p.images[0]);
    expect(p.images[1].spec.name).toBe('groove-profile');
    expect(p.image.alt).toMatch(new RegExp(`^${p.title}: `));
  }
  expect(new Set(PRODUCTS.map((p) => p.image.spec.name)).size).toBe(PRODUCTS.length);
  expect(PRODUCTS.find((p) => p.id === 12)!.specifications).toContain('Size: 200 mm x 3000 mm');
});

it('uses the marketing notes of the spec for the first six descriptions', () => {
  const notes = [
    /clean and bright/i,
    /rich, warm wood grain/i,
    /wood effect/i,
    /subtle grey texture/i,
    /light and airy/i,
    /Lance Wood look.*Durable.*easy to install/is,
  ];
  notes.forEach((note, i) => expect(PRODUCTS[i]!.description).toMatch(note));
});

it('features the first six on the home page with their detail links', () => {
  expect(FEATURED_PRODUCTS.map((p) => p.link)).toEqual([
    '/products/1/maple-ceiling-sheet',
    '/products/2/kithul-ceiling-sheet',
    '/products/3/golden-teak-ceiling-sheet',
    '/products/4/burma-teak-ceiling-sheet',
    '/products/5/jack-wood-ceiling-sheet',
    '/products/6/rich-brown-ceiling-sheet',
  ]);
});

it('finds a product only by a whole numeric id', () => {
  expect(findProduct('3')?.title).toBe('Golden Teak Ceiling Sheet');
  for (const id of ['0', '13', '3x', '', ' 3', '-1', '1.0']) expect(findProduct(id)).toBeUndefined();
});

it('holds the shared specification table, the six accessories and an empty filter list', () => {
  expect(SPECIFICATION_TABLE.panel).toBe('20cm / 8 inch');
  expect(SPECIFICATION_TABLE.rows.map((r) => [r.label, r.value])).toEqual([
    ['Size', '20cm x 240cm'],
    ['Thickness', '7.5mm'],
    ['Weight', '300g per sqft'],
    ['Material', 'PVC and calcium carbonate'],
  ]);
  expect(ACCESSORIES.map((a) => a.name)).toEqual([
    'Crossing Corner',
    'Hanging Clip',
    'H-Corner',
    'Top-Corner',
    'U-Corner',
    'W-Corner',
  ]);
  expect(FILTER_CATEGORIES).toEqual([]);
});
