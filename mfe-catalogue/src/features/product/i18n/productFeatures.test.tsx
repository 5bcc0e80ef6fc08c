import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogIn, LangProvider, useT } from '@ecopanel/shared-ui';
import { PRODUCTS } from '../../../data/products';
import { productPageCatalog } from './catalog';
import { productFeatures } from './productFeatures';

// The files as written (the jest transform compiles the imported ones), as the content report reads them.
const raw = (file: string) => JSON.parse(readFileSync(path.join(__dirname, file), 'utf8')) as Record<string, string>;

it('has every product’s four key features in Sinhala and Tamil, by product id and place', () => {
  for (const file of ['si.json', 'ta.json']) {
    const catalog = raw(file);
    for (const { id } of PRODUCTS)
      for (const place of [1, 2, 3, 4])
        expect([file, id, place, typeof catalog[`product.${id}.feature.${place}`]]).toEqual([
          file,
          id,
          place,
          'string',
        ]);
  }
  // English passes the product data through: its words stay in one place (data/products.ts).
  expect(raw('en.json')['product.1.feature.1']).toBe('{text}');
  // Every translated id is one English names ($reviewed is about the catalog, not a message).
  const ids = (file: string) => Object.keys(raw(file)).filter((id) => !id.startsWith('$'));
  expect(ids('en.json')).toEqual(expect.arrayContaining(ids('si.json').concat(ids('ta.json'))));
});

it('shows the features of a product a release adds before its words are in the catalog as its data, marked English', async () => {
  await catalogIn(productPageCatalog, 'si');
  const t = renderHook(() => useT(productPageCatalog), {
    wrapper: ({ children }: { children: ReactNode }) => <LangProvider value="si">{children}</LangProvider>,
  }).result.current;
  const ebony = { ...PRODUCTS[0]!, id: 13, features: ['Deep black grain'] };
  const { container } = render(
    <p>
      {productFeatures(t, ebony).map((feature, i) => (
        <span key={i}>{feature}</span>
      ))}
    </p>,
  );
  expect(container.innerHTML).toBe('<p><span><span lang="en">Deep black grain</span></span></p>');
});
