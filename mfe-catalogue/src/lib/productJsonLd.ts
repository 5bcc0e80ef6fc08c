import { canonicalUrl, imageSources, siteConfig } from '@ecopanel/shared-ui';
import { PANEL, type SheetPrice } from '@ecopanel/shared-ui/data';
import type { Product } from '../data/types';

const millimetres = (value: number) => ({ '@type': 'QuantitativeValue', value, unitCode: 'MMT' });

/**
 * The price per sheet as Google's product results read it: one Offer, or an AggregateOffer for a
 * range; in LKR, with the stock as a schema.org URL, for the page the price is shown on.
 */
export function sheetOffer(price: SheetPrice, pageUrl: string) {
  const common = {
    priceCurrency: 'LKR',
    availability: `https://schema.org/${price.availability}`,
    itemCondition: 'https://schema.org/NewCondition',
    url: pageUrl,
  };
  return price.low === price.high
    ? { '@type': 'Offer', price: price.low, ...common }
    : { '@type': 'AggregateOffer', lowPrice: price.low, highPrice: price.high, ...common };
}

/** The Product's words in the page's language; a word not given is the product data's English. */
export interface ProductWords {
  name: string;
  description: string;
  category?: string;
  material?: string;
}

/**
 * schema.org Product for a detail page. Built from the typed data only and serialised with
 * JSON.stringify, so no text can break out of its script element (see ProductJsonLd).
 * `pageUrl` is the page's canonical URL in its language (the Product's url and its offer's); it also
 * resolves the images' URLs, which are relative in tests and absolute in the site. The `@id` is the
 * same in every language: one product, three pages. `text` is the product's name, description,
 * category and material in the page's language (issue 43 point 3: a Sinhala page's structured data
 * is Sinhala too); without it, the product data's English.
 */
export function productJsonLd(
  product: Product,
  imageBase: string,
  pageUrl: string,
  price: SheetPrice,
  text: ProductWords = { name: product.title, description: product.description },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${canonicalUrl(product.link)}#product`,
    url: pageUrl,
    sku: `ECO-CS-${String(product.id).padStart(2, '0')}`,
    name: text.name,
    description: text.description,
    category: text.category ?? product.category,
    brand: { '@type': 'Brand', name: siteConfig.siteName },
    material: text.material ?? PANEL.material,
    image: product.images.map((image) => new URL(imageSources(imageBase, image.spec).src, pageUrl).href),
    depth: millimetres(product.dimensions.length),
    width: millimetres(product.dimensions.width),
    height: millimetres(product.dimensions.thickness),
    offers: sheetOffer(price, pageUrl),
  };
}
