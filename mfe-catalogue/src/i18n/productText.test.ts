import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PRODUCTS } from '../data/products';
import en from './en.json';
import si from './si.json';
import ta from './ta.json';

// The files as written (the jest transform compiles the imported ones), as the content report reads them.
const raw = (file: string) => JSON.parse(readFileSync(path.join(__dirname, file), 'utf8')) as Record<string, string>;

it('has every product’s name, short description and picture text in Sinhala and Tamil, by product id', () => {
  for (const file of ['si.json', 'ta.json']) {
    const catalog = raw(file);
    for (const { id } of PRODUCTS)
      for (const field of ['name', 'description', 'alt'])
        expect([file, id, field, typeof catalog[`product.${id}.${field}`]]).toEqual([file, id, field, 'string']);
  }
  // English passes the product data through: its words stay in one place (data/products.ts).
  expect(raw('en.json')['product.1.name']).toBe('{title}');
  expect(Object.keys(en)).toEqual(expect.arrayContaining(Object.keys(si).concat(Object.keys(ta))));
});
