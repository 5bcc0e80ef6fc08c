import { createElement, type ReactNode } from 'react';
import type { Translate } from 'shared-ui';
import { INSTALLATION, PANEL } from 'shared-ui/data';
import type { FeaturedProduct, Product } from '../data/types';
import { catalog } from './catalog';
import type en from './en.json';

export type CatalogueT = Translate<Extract<keyof typeof en, string>>;

type Field = 'name' | 'description' | 'alt';
type Id = Parameters<CatalogueT>[0];

const inCatalog = (id: string): id is Id => Object.prototype.hasOwnProperty.call(catalog.en, id);
/** Data shown as it is, marked English on a Sinhala or Tamil page. */
const english = (t: CatalogueT, text: string) => (t.lang === 'en' ? text : createElement('span', { lang: 'en' }, text));

/**
 * A product's own words in the page's language. The English stays in the product data (one place:
 * the title is made from shared-ui's finish name); en.json passes it through (`"{title}"`), and
 * si.json/ta.json hold each product's words by its id (`product.3.name`), so a product a language
 * lacks shows its English, marked lang="en". A product a catalogue release adds before its words
 * are in the catalog (no id at all, not even in English) shows its data as it is, marked the same.
 */
export function productText(t: CatalogueT, product: Pick<FeaturedProduct, 'id' | 'title' | 'description' | 'image'>) {
  const id = (field: Field) => `product.${product.id}.${field}` as Id;
  // The figures a translation says again (the 200 mm strips, White sand's 3000 mm), from shared-ui.
  const values = {
    title: product.title,
    description: product.description,
    alt: product.image.alt,
    width: PANEL.widthMm,
    long: PANEL.longLengthMm,
  };
  if (!inCatalog(id('name'))) {
    return {
      name: product.title,
      alt: product.image.alt,
      description: product.description,
      nameNode: english(t, product.title),
      descriptionNode: english(t, product.description),
    };
  }
  return {
    name: t(id('name'), values),
    alt: t(id('alt'), values),
    description: t(id('description'), values),
    nameNode: t.node(id('name'), values),
    descriptionNode: t.node(id('description'), values),
  };
}

/**
 * A product's key features in the page's language, by the same rule: the English in the product
 * data, passed through by en.json, each translated by its place (`product.3.feature.2`); the
 * figures a feature says (300 g per sqft, 60 °C, 3000 mm) from shared-ui.
 */
export function productFeatures(t: CatalogueT, product: Pick<Product, 'id' | 'features'>): ReactNode[] {
  const values = { grams: PANEL.gramsPerSqft, temp: INSTALLATION.maxContinuousTempC, long: PANEL.longLengthMm };
  return product.features.map((text, i) => t.content(`product.${product.id}.feature.${i + 1}`, text, values).node);
}
