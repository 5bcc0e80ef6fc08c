import { PRODUCTS } from './data/products';
import { CALCULATOR_PATH } from './features/calculator/lib/calculatorHref';

/** Every page of the catalogue a search engine should find (build-tools/publicRoutes.ts). */
export const publicRoutes: readonly string[] = ['/products', CALCULATOR_PATH, ...PRODUCTS.map((p) => p.link)];
