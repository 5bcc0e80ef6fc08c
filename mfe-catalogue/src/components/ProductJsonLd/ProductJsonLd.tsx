import { canonicalUrl, JsonLd, useT } from '@ecopanel/shared-ui';
import { PANEL } from '@ecopanel/shared-ui/data';
import type { Product } from '../../data/types';
import { priceOf } from '../../data/prices';
import { IMG_BASE } from '../../lib/img';
import { productJsonLd } from '../../lib/productJsonLd';
import { catalog } from '../../i18n/catalog';
import { productText } from '../../i18n/productText';

/**
 * schema.org Product data for the page in its own language. Only with a price: Google rejects a
 * Product that has no offers, review or aggregateRating, and the catalogue has no real reviews, so
 * where the owner shows no prices the page says nothing rather than something the rules reject.
 * The name and description are the page's own words (productText), as its h1 and meta description,
 * and so are its category and material.
 */
export function ProductJsonLd({ product }: { product: Product }) {
  const t = useT(catalog);
  const price = priceOf(product.id);
  if (!price) return null;
  const { name, description } = productText(t, product);
  const words = {
    name,
    description,
    category: t(`category.${product.category}`),
    material: t('product.material', { material: PANEL.material }),
  };
  return <JsonLd data={productJsonLd(product, IMG_BASE, canonicalUrl(product.link, t.lang), price, words)} />;
}
