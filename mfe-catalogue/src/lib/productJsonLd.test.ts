import { findProduct } from '../data/products';
import { productJsonLd } from './productJsonLd';

it('describes a product as a schema.org Product with its canonical URL, pictures and size', () => {
  const data = productJsonLd(findProduct(12)!, 'http://cdn.test/catalogue/img/', 'http://localhost:3000/products/12/x');
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'White sand Ceiling Sheet',
    category: 'Ceiling Panel',
    url: 'http://localhost:3000/products/12/white-sand-ceiling-sheet',
    brand: { '@type': 'Brand', name: 'EcoPanel' },
    image: [
      'http://cdn.test/catalogue/img/panel-white-sand-1000.webp',
      'http://cdn.test/catalogue/img/groove-profile-1000.webp',
    ],
    depth: { value: 3000, unitCode: 'MMT' },
    width: { value: 200, unitCode: 'MMT' },
    height: { value: 7.5, unitCode: 'MMT' },
  });
  expect(data.description).toMatch(/near-white/);
});

it('resolves relative picture URLs against the page', () => {
  const data = productJsonLd(findProduct(1)!, '/img/', 'http://localhost:3000/products/1/maple-ceiling-sheet');
  expect(data.image[0]).toBe('http://localhost:3000/img/panel-maple-1000.webp');
});
