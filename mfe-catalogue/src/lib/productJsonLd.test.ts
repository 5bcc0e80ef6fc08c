import { productPrices } from '@ecopanel/shared-ui/data';
import { PRODUCTS, findProduct } from '../data/products';
import { meetsGoogleProductRules as meetsGoogleRules } from '../test/googleProductRules';
import { productJsonLd } from './productJsonLd';

const page = 'http://localhost:3000/si/products/12/white-sand-ceiling-sheet';
const owner = productPrices('*=4250; 12=4650 OutOfStock; 3=3900-4400 PreOrder');

it('describes a product as a schema.org Product with its page URL, pictures, size and price', () => {
  const data = productJsonLd(findProduct(12)!, 'http://cdn.test/catalogue/img/', page, owner.byId.get(12)!);
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': 'http://localhost:3000/products/12/white-sand-ceiling-sheet#product',
    name: 'White sand Ceiling Sheet',
    category: 'Ceiling Panel',
    url: page,
    brand: { '@type': 'Brand', name: 'EcoPanel' },
    image: [
      'http://cdn.test/catalogue/img/panel-white-sand-1000.webp',
      'http://cdn.test/catalogue/img/groove-profile-1000.webp',
    ],
    depth: { value: 3000, unitCode: 'MMT' },
    width: { value: 200, unitCode: 'MMT' },
    height: { value: 7.5, unitCode: 'MMT' },
    offers: {
      '@type': 'Offer',
      price: 4650,
      priceCurrency: 'LKR',
      availability: 'https://schema.org/OutOfStock',
      url: page,
    },
  });
  expect(data.description).toMatch(/near-white/);
});

it('gives a price range as an AggregateOffer', () => {
  const data = productJsonLd(findProduct(3)!, '/img/', page, owner.byId.get(3)!);
  expect(data.offers).toEqual(
    expect.objectContaining({ '@type': 'AggregateOffer', lowPrice: 3900, highPrice: 4400, priceCurrency: 'LKR' }),
  );
  expect(data.offers).toHaveProperty('availability', 'https://schema.org/PreOrder');
});

it('resolves relative picture URLs against the page', () => {
  const data = productJsonLd(
    findProduct(1)!,
    '/img/',
    'http://localhost:3000/products/1/maple-ceiling-sheet',
    owner.byId.get(1)!,
  );
  expect(data.image[0]).toBe('http://localhost:3000/img/panel-maple-1000.webp');
});

describe("Google's product rich result rules", () => {
  it.each(['*=4250; 12=4650 OutOfStock', '*=3900-4650 BackOrder', 'sample'])(
    'every product meets them with the prices "%s"',
    (setting) => {
      const prices = productPrices(setting);
      for (const product of PRODUCTS) {
        const data = productJsonLd(
          product,
          '/img/',
          `http://localhost:3000${product.link}`,
          prices.byId.get(product.id)!,
        );
        expect({ id: product.id, valid: meetsGoogleRules(data), errors: meetsGoogleRules.errors }).toEqual({
          id: product.id,
          valid: true,
          errors: null,
        });
      }
    },
  );

  it.each<[string, (data: Record<string, unknown>) => void]>([
    ['no offers, review or rating', (data) => delete data.offers],
    ['an offer without currency', (data) => delete (data.offers as Record<string, unknown>).priceCurrency],
    ['an offer with no price', (data) => delete (data.offers as Record<string, unknown>).price],
    ['a stock that is no schema.org URL', (data) => Object.assign(data.offers as object, { availability: 'InStock' })],
    ['a price of zero', (data) => Object.assign(data.offers as object, { price: 0 })],
    ['a relative url', (data) => Object.assign(data, { url: '/products/1/maple-ceiling-sheet' })],
  ])('refuses %s (so the test above can fail)', (_, breakIt) => {
    const data: Record<string, unknown> = JSON.parse(
      JSON.stringify(productJsonLd(findProduct(1)!, '/img/', page, owner.byId.get(1)!)),
    );
    expect(meetsGoogleRules(data)).toBe(true);
    breakIt(data);
    expect(meetsGoogleRules(data)).toBe(false);
  });
});
