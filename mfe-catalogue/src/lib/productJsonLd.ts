import { canonicalUrl, imageSources, siteConfig } from 'shared-ui';
import type { Product } from '../data/types';

const millimetres = (value: number) => ({ '@type': 'QuantitativeValue', value, unitCode: 'MMT' });

/**
 * schema.org Product for a detail page. Built from the typed data only and serialised with
 * JSON.stringify, so no text can break out of its script element (see ProductJsonLd).
 * `pageUrl` resolves the images' URLs, which are relative in tests and absolute in the site.
 */
export function productJsonLd(product: Product, imageBase: string, pageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': canonicalUrl(product.link),
    url: canonicalUrl(product.link),
    sku: `ECO-CS-${String(product.id).padStart(2, '0')}`,
    name: product.title,
    description: product.description,
    category: product.category,
    brand: { '@type': 'Brand', name: siteConfig.siteName },
    material: 'PVC and calcium carbonate',
    image: product.images.map((image) => new URL(imageSources(imageBase, image.spec).src, pageUrl).href),
    depth: millimetres(product.dimensions.length),
    width: millimetres(product.dimensions.width),
    height: millimetres(product.dimensions.thickness),
  };
}
