import { canonicalUrl } from 'shared-ui';
import type { Product } from '../../data/types';
import { IMG_BASE } from '../../lib/img';
import { productJsonLd } from '../../lib/productJsonLd';

/**
 * schema.org Product data for search engines. The JSON is the element's text (never raw HTML), and
 * `<` is escaped so no value could ever close the script element.
 */
export function ProductJsonLd({ product }: { product: Product }) {
  const json = JSON.stringify(productJsonLd(product, IMG_BASE, canonicalUrl(product.link))).replace(/</g, '\\u003c');
  return <script type="application/ld+json">{json}</script>;
}
