import { PANEL } from '@ecopanel/shared-ui/data';
import { FEATURED_PRODUCTS, PRODUCTS } from './data/products';
import { ACCESSORIES, PROFILE_POINTS, SPECIFICATION_TABLE } from './data/specifications';
import { CALCULATOR_ASSUMPTIONS, LENGTH_UNITS } from './features/calculator/data/calculator';
import { CALCULATOR_PATH } from './features/calculator/lib/calculatorHref';
import { publicRoutes } from './publicRoutes';

/**
 * For the content report's review sheet (build-tools/i18n/sources.ts): the English of each id whose
 * en.json message is only the value the code gives it (`{text}`, `{value}`, `{line}`...), with the
 * same ids the components use (productText, productFeatures, assumptionText, ProductListPage's
 * facts, SpecificationTable, ProfileBlock, AccessoryList, UnitSwitch), and the pages that show each
 * catalog. Run in Node at report time, never shipped.
 */
const MAIN = 'src/i18n';
const PRODUCT = 'src/features/product/i18n';
const CALCULATOR = 'src/features/calculator/i18n';
const LIST = '/products';
const productPages = PRODUCTS.map((p) => p.link);
const featured = new Set(FEATURED_PRODUCTS.map((p) => p.id));

type Text = { catalog: string; id: string; english: string; pages?: readonly string[] };
const text = (catalog: string, id: string, english: string, pages?: readonly string[]): Text => ({
  catalog,
  id,
  english,
  ...(pages ? { pages } : {}),
});
/** One id whose English differs from product to product (a card's size line): each distinct line. */
const lines = (values: readonly string[]) => [...new Set(values)].join('\n');

export const reviewSources = {
  pages: {
    [MAIN]: ['/', ...publicRoutes],
    [PRODUCT]: productPages,
    [CALCULATOR]: [CALCULATOR_PATH],
  },
  texts: [
    ...PRODUCTS.flatMap((p) => {
      const home = featured.has(p.id) ? ['/'] : [];
      return [
        text(MAIN, `product.${p.id}.name`, p.title, [...home, LIST, p.link, CALCULATOR_PATH]),
        text(MAIN, `product.${p.id}.description`, p.description, [...home, LIST, p.link]),
        text(MAIN, `product.${p.id}.alt`, p.image.alt, [...home, LIST, p.link]),
        ...p.features.map((f, i) => text(PRODUCT, `product.${p.id}.feature.${i + 1}`, f, [p.link])),
      ];
    }),
    ...(['size', 'thickness', 'weight', 'material'] as const).map((fact, i) =>
      text(MAIN, `card.${fact}`, lines(PRODUCTS.map((p) => p.specifications[i] ?? '')), [LIST]),
    ),
    // The product JSON-LD's material (ProductJsonLd), on every product page.
    text(MAIN, 'product.material', PANEL.material, productPages),
    ...CALCULATOR_ASSUMPTIONS.map((a, i) => text(MAIN, `assumption.${i + 1}`, a, [CALCULATOR_PATH])),
    text(PRODUCT, 'groove.alt', PRODUCTS[0]!.images[1].alt),
    ...SPECIFICATION_TABLE.rows.map((row) => text(PRODUCT, `spec.value.${row.label}`, row.value)),
    ...PROFILE_POINTS.map((point, i) => text(PRODUCT, `profile.point.${i + 1}`, point)),
    ...ACCESSORIES.map((a) => text(PRODUCT, `accessory.${a.name}`, a.use)),
    ...LENGTH_UNITS.map((unit) => text(CALCULATOR, `calc.unit.${unit.value}`, unit.label)),
    // Built by the calculator's code (lib/calculate.ts) from the estimate: its English pattern.
    text(CALCULATOR, 'calc.summary', '{panels} panels of {name}, {trims} edge trim lengths and {clips} hanging clips.'),
  ],
};
