import { canonicalUrl, JsonLd, useLang } from 'shared-ui';
import type { Product } from '../../data/types';
import { priceOf } from '../../data/prices';
import { IMG_BASE } from '../../lib/img';
import { productJsonLd } from '../../lib/productJsonLd';

/**
 * schema.org Product data for the page in its own language. Only with a price: Google rejects a
 * Product that has no offers, review or aggregateRating, and the catalogue has no real reviews, so
 * where the owner shows no prices the page says nothing rather than something the rules reject.
 */
export function ProductJsonLd({ product }: { product: Product }) {
  const lang = useLang();
  const price = priceOf(product.id);
  if (!price) return null;
  return <JsonLd data={productJsonLd(product, IMG_BASE, canonicalUrl(product.link, lang), price)} />;
}
