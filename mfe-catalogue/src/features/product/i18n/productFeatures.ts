import type { ReactNode } from 'react';
import { INSTALLATION, PANEL } from '@ecopanel/shared-ui/data';
import type { Product } from '../../../data/types';
import type { ProductPageT } from './catalog';

/**
 * A product's key features in the page's language, by shared-ui's one rule for data (`t.content`, as
 * the product's name in i18n/productText): the English in the product data, passed through by
 * en.json, each translated by its place (`product.3.feature.2`); the figures a feature says (300 g per
 * sqft, 60 °C, 3000 mm) from shared-ui.
 */
export function productFeatures(t: ProductPageT, product: Pick<Product, 'id' | 'features'>): ReactNode[] {
  const values = { grams: PANEL.gramsPerSqft, temp: INSTALLATION.maxContinuousTempC, long: PANEL.longLengthMm };
  return product.features.map((text, i) => t.content(`product.${product.id}.feature.${i + 1}`, text, values).node);
}
