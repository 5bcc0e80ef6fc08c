import type { Translate } from '@ecopanel/shared-ui';
import { PANEL } from '@ecopanel/shared-ui/data';
import type { FeaturedProduct } from '../data/types';
import type en from './en.json';

export type CatalogueT = Translate<Extract<keyof typeof en, string>>;

type Field = 'name' | 'description' | 'alt';

/**
 * A product's own words in the page's language, by shared-ui's one rule for data (`t.content`): the
 * English stays in the product data (one place: the title is made from shared-ui's finish name);
 * en.json passes it through (`"{text}"`), and si.json/ta.json hold each product's words by its id
 * (`product.3.name`), so a product a language lacks, or a product a catalogue release adds before its
 * words are in the catalog, shows its English, marked lang="en".
 */
export function productText(t: CatalogueT, product: Pick<FeaturedProduct, 'id' | 'title' | 'description' | 'image'>) {
  // The figures a translation says again (the 200 mm strips, White sand's 3000 mm), from shared-ui.
  const values = { width: PANEL.widthMm, long: PANEL.longLengthMm };
  const field = (name: Field, english: string) => t.content(`product.${product.id}.${name}`, english, values);
  const name = field('name', product.title);
  const description = field('description', product.description);
  return {
    name: name.text,
    alt: field('alt', product.image.alt).text,
    description: description.text,
    nameNode: name.node,
    descriptionNode: description.node,
  };
}
