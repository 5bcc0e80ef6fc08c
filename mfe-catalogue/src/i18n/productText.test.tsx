import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogIn, LangProvider, useT } from '@ecopanel/shared-ui';
import { PRODUCTS } from '../data/products';
import { catalog } from './catalog';
import si from './si.json';
import ta from './ta.json';
import { productText } from './productText';

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
  expect(raw('en.json')['product.1.name']).toBe('{text}');
  // Every translated id is one English names (en.json as written: its `{text}` pass-throughs are
  // left out of the compiled catalog).
  expect(Object.keys(raw('en.json'))).toEqual(expect.arrayContaining(Object.keys(si).concat(Object.keys(ta))));
});

it('shows a product a release adds before its words are in the catalog as its data, marked English on a Sinhala page', async () => {
  await catalogIn(catalog, 'si');
  const t = renderHook(() => useT(catalog), {
    wrapper: ({ children }: { children: ReactNode }) => <LangProvider value="si">{children}</LangProvider>,
  }).result.current;
  const ebony = { ...PRODUCTS[0]!, id: 13, title: 'Ebony Ceiling Sheet', description: 'Dark and even.' };
  const text = productText(t, ebony);
  expect(text.name).toBe('Ebony Ceiling Sheet');
  const { container } = render(<h1>{text.nameNode}</h1>);
  expect(container.innerHTML).toBe('<h1><span lang="en">Ebony Ceiling Sheet</span></h1>');
});
