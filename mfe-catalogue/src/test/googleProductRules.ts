import Ajv from 'ajv';
import addFormats from 'ajv-formats';

/**
 * Google's documented rules for product rich results (Search Central, "Product snippet" and
 * "Merchant listing" structured data) that this site's Product data must meet, as a JSON Schema for
 * the tests: a name; at least one of offers, review or aggregateRating; an Offer with a price (or a
 * priceSpecification with one) above zero, an ISO 4217 currency and a schema.org availability URL;
 * an AggregateOffer with lowPrice and priceCurrency (highPrice not below it is checked in the test).
 * Test-only: nothing ships this file (the tests import meetsGoogleProductRules).
 */
const price = { type: ['number', 'string'], pattern: '^[0-9]+(\\.[0-9]+)?$', exclusiveMinimum: 0 };
const currency = { type: 'string', pattern: '^[A-Z]{3}$' };
const availability = {
  enum: [
    'https://schema.org/InStock',
    'https://schema.org/OutOfStock',
    'https://schema.org/PreOrder',
    'https://schema.org/BackOrder',
    'https://schema.org/Discontinued',
    'https://schema.org/InStoreOnly',
    'https://schema.org/LimitedAvailability',
    'https://schema.org/OnlineOnly',
    'https://schema.org/PreSale',
    'https://schema.org/SoldOut',
  ],
};

const offer = {
  type: 'object',
  required: ['@type', 'priceCurrency', 'availability'],
  properties: {
    '@type': { const: 'Offer' },
    price,
    priceCurrency: currency,
    availability,
    url: { type: 'string', format: 'uri' },
    priceSpecification: {
      type: 'object',
      required: ['price', 'priceCurrency'],
      properties: { price, priceCurrency: currency },
    },
  },
  anyOf: [{ required: ['price'] }, { required: ['priceSpecification'] }],
};

const aggregateOffer = {
  type: 'object',
  required: ['@type', 'lowPrice', 'priceCurrency'],
  properties: { '@type': { const: 'AggregateOffer' }, lowPrice: price, highPrice: price, priceCurrency: currency },
};

const GOOGLE_PRODUCT_RULES = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  required: ['@context', '@type', 'name', 'image'],
  properties: {
    '@context': { const: 'https://schema.org' },
    '@type': { const: 'Product' },
    name: { type: 'string', minLength: 1 },
    url: { type: 'string', format: 'uri' },
    image: { type: 'array', minItems: 1, items: { type: 'string', format: 'uri' } },
    offers: {
      oneOf: [offer, aggregateOffer, { type: 'array', minItems: 1, items: { oneOf: [offer, aggregateOffer] } }],
    },
    aggregateRating: {
      type: 'object',
      required: ['ratingValue'],
      anyOf: [{ required: ['ratingCount'] }, { required: ['reviewCount'] }],
    },
    review: { type: ['object', 'array'] },
  },
  anyOf: [{ required: ['offers'] }, { required: ['review'] }, { required: ['aggregateRating'] }],
} as const;

const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
addFormats(ajv);

/** Whether one JSON-LD object meets the rules; its `errors` say why not. */
export const meetsGoogleProductRules = ajv.compile(GOOGLE_PRODUCT_RULES);
