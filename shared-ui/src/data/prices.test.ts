import { productPrices, SAMPLE_PRICE_LKR } from './prices';

const ids = Array.from({ length: 12 }, (_, i) => i + 1);

it('gives every product the one price of "*=", and a named product its own price, range and stock', () => {
  const { byId, problems } = productPrices('*=4,250; 12 = 4650 outofstock ;3=3900 - 4400 PreOrder');
  expect(problems).toEqual([]);
  expect([...byId.keys()]).toEqual(ids);
  expect(byId.get(1)).toEqual({ low: 4250, high: 4250, availability: 'InStock', sample: false });
  expect(byId.get(12)).toEqual({ low: 4650, high: 4650, availability: 'OutOfStock', sample: false });
  expect(byId.get(3)).toEqual({ low: 3900, high: 4400, availability: 'PreOrder', sample: false });
});

it('shows no prices with "off"', () => {
  expect(productPrices('off')).toEqual({ byId: new Map(), problems: [] });
});

it('marks the default stand-in as a sample on every product', () => {
  const { byId, problems } = productPrices('sample');
  expect(problems).toEqual([]);
  expect([...byId.values()]).toEqual(
    ids.map(() => ({ low: SAMPLE_PRICE_LKR, high: SAMPLE_PRICE_LKR, availability: 'InStock', sample: true })),
  );
});

it('says what is wrong, and prices only what it could read', () => {
  const { byId, problems } = productPrices('1=4250; 2=abc; 14=100; 5=0');
  expect([...byId.keys()]).toEqual([1]);
  expect(problems).toEqual([
    '"2=abc" is not "<product id>=<whole rupees>" (e.g. "3=4250" or "*=3900-4650")',
    '"14=100": there is no product 14 (products are 1-12)',
    '"5=0": a price is above zero and a range goes from low to high',
    'no price for product 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12: name each, add "*=<price>", or "off"',
  ]);
});
