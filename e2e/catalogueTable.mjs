// The catalogue's facts as its build publishes them from its own table (mfe-catalogue/src/data/
// products.ts -> public-routes.json), so a test counts what the table holds instead of a copy of it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../scripts/servers.mjs';

/** Every product's detail page, in the table's order. */
export const PRODUCT_PAGES = JSON.parse(
  readFileSync(path.join(ROOT, 'mfe-catalogue', 'dist', 'public-routes.json'), 'utf8'),
).filter((route) => /^\/products\/\d+\//.test(route));
export const PRODUCT_COUNT = PRODUCT_PAGES.length;
