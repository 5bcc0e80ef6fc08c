import { slugify } from '@ecopanel/shared-ui';
import { finishById, INSTALLATION, PANEL, type FinishId } from '@ecopanel/shared-ui/data';
import { GROOVE_IMAGE, panelImage } from './images';
import type { FeaturedProduct, Product, ProductImage } from './types';

const GROOVE: ProductImage = {
  spec: GROOVE_IMAGE,
  alt: `Cross-section of the ${PANEL.widthMm} mm by ${PANEL.thicknessMm} mm tongue-and-groove profile with its hollow-cell core`,
};

/** The catalogue's own words for a finish; its name, look and size come from shared-ui's table. */
interface Entry {
  finish: FinishId;
  description: string;
  features: [string, string, string, string];
}

function product({ finish: finishId, description, features }: Entry): Product {
  const finish = finishById(finishId);
  const id = finish.productId;
  const title = `${finish.name} Ceiling Sheet`;
  const dimensions = { length: finish.lengthMm, width: finish.widthMm, thickness: finish.thicknessMm };
  const image: ProductImage = { spec: panelImage(finish.id), alt: `${title}: ${finish.look}` };
  return {
    id,
    title,
    category: 'Ceiling Panel',
    rating: 5,
    description,
    specifications: [
      `Size: ${dimensions.width} mm x ${dimensions.length} mm`,
      `Thickness: ${dimensions.thickness} mm`,
      `Weight: ${finish.weightGramsPerSqft} g per sqft`,
      `Material: ${PANEL.material}`,
    ],
    features,
    dimensions,
    link: `/products/${id}/${slugify(title)}`,
    image,
    images: [image, GROOVE],
  };
}

/** SPEC section 3: the 12 ceiling sheets, in catalogue order. */
export const PRODUCTS: readonly Product[] = [
  product({
    finish: 'maple',
    description:
      'Clean and bright: a pale, even maple grain that makes any room feel larger and lighter. A fresh, modern ceiling that never needs painting.',
    features: [
      'Bright maple grain that reflects light and opens up small rooms',
      'Waterproof and termite-proof: never rots, swells or needs painting',
      'Fire-retardant UPVC with calcium carbonate',
      'Tongue-and-groove strips that lock together for a seamless finish',
    ],
  }),
  product({
    finish: 'kithul',
    description:
      'A rich, warm wood grain inspired by kithul timber, bringing the depth of natural wood to living rooms and verandas without the upkeep.',
    features: [
      'Rich, warm wood grain printed deep into the surface',
      'Resists humidity, so it suits kitchens and covered verandas',
      'Wipes clean with a damp cloth',
      `Light, at ${PANEL.gramsPerSqft} g per sqft, for quick fixing on a simple frame`,
    ],
  }),
  product({
    finish: 'golden-teak',
    description:
      'The golden teak wood effect of a classic Sri Lankan ceiling, in water-resistant UPVC that will not warp, crack or attract termites.',
    features: [
      'Golden teak wood effect without cutting a single tree',
      'Will not warp, crack or attract termites',
      'Fire-retardant and free from health hazards',
      'Fits the standard 20 cm accessory range',
    ],
  }),
  product({
    finish: 'burma-teak',
    description:
      'A subtle grey texture over a soft teak grain, for a calm, contemporary ceiling that suits offices and modern homes alike.',
    features: [
      'Subtle grey texture for a calm, contemporary look',
      'Colour-fast finish that does not fade indoors',
      'Water-resistant, ideal for humid coastal towns',
      'Less wastage: strips cut cleanly to length on site',
    ],
  }),
  product({
    finish: 'jack-wood',
    description:
      'Light and airy jak wood tones that keep corridors and compact rooms open and bright, with a gentle grain that reads as real timber.',
    features: [
      'Light and airy tone for corridors and compact rooms',
      'No painting or polishing, ever',
      'Insect-proof and easy to maintain',
      'Saves labour: a typical room is panelled in a day',
    ],
  }),
  product({
    finish: 'rich-brown',
    description:
      'A warm Lance Wood look in a deep, rich brown. Durable enough for busy homes and shops, and easy to install with simple tongue-and-groove strips.',
    features: [
      'Warm Lance Wood look in a deep brown',
      'Durable surface for busy homes and shops',
      'Easy installation with hidden clips and a tongue-and-groove joint',
      `Handles heat and humidity up to ${INSTALLATION.maxContinuousTempC} °C continuous`,
    ],
  }),
  product({
    finish: 'silver-oak',
    description:
      'A cool silver oak finish with a crisp, straight grain, chosen by architects for offices, showrooms and modern apartments.',
    features: [
      'Cool silver oak grain for modern interiors',
      'Straight, even strips that line up cleanly across large spans',
      'Fire-retardant and water-resistant',
      'Made with German technology under ISO 9001:2015',
    ],
  }),
  product({
    finish: 'teak',
    description:
      'Timeless teak with a honey-brown grain, the traditional ceiling of Sri Lankan homes, in panels that shrug off humidity and never need varnish.',
    features: [
      'Traditional honey-brown teak look',
      'No varnish or re-polishing to keep it looking new',
      'Resists termites and damp',
      'Tolerates any climate, from the coast to the hill country',
    ],
  }),
  product({
    finish: 'titan-wood',
    description:
      'A bold, dark grey-brown grain that gives high ceilings and commercial spaces a strong, architectural finish.',
    features: [
      'Bold dark wood grain for high ceilings and commercial spaces',
      'Hides dust and marks between cleanings',
      'Fire-retardant and light weight',
      'Matches the full accessory range for neat corners',
    ],
  }),
  product({
    finish: 'smoke-wood',
    description:
      'A smoky, weathered wood tone for a relaxed, rustic-modern ceiling in restaurants, hotels and open-plan homes.',
    features: [
      'Smoky, weathered tone for a rustic-modern feel',
      'Water-resistant for dining areas under a roof',
      'Easy maintenance: wipes clean',
      'Free from health hazards and not a cancerous product',
    ],
  }),
  product({
    finish: 'walnut',
    description:
      'A deep walnut grain with chocolate tones that brings warmth and a touch of luxury to bedrooms, lounges and boardrooms.',
    features: [
      'Deep walnut grain with chocolate tones',
      'The warmth of a timber ceiling at a fraction of the cost',
      'Will not swell, rot or need painting',
      'Quick tongue-and-groove installation with less wastage',
    ],
  }),
  product({
    finish: 'white-sand',
    description: `A near-white, softly textured finish that reflects light like a plastered ceiling, in longer ${PANEL.longLengthMm} mm sheets for fewer joints across wide rooms.`,
    features: [
      'Near-white, softly textured finish that reflects light',
      `Longer ${PANEL.longLengthMm} mm sheets for fewer joints in wide rooms`,
      'The look of plaster without cracks or repainting',
      'Water-resistant and easy to wipe clean',
    ],
  }),
];

/** The product with this route id, if there is one. */
export function findProduct(id: string | number): Product | undefined {
  const n = typeof id === 'number' ? id : /^\d+$/.test(id) ? Number(id) : NaN;
  return PRODUCTS.find((p) => p.id === n);
}

/** SPEC section 2, home section 5: the first six sheets, in the order the home page links them. */
export const FEATURED_PRODUCTS: readonly FeaturedProduct[] = PRODUCTS.slice(0, 6).map(
  ({ id, image, category, title, rating, description, link }) => ({
    id,
    image,
    category,
    title,
    rating,
    description,
    link,
  }),
);

/** SPEC section 2: the list's category filter exists, but its category list is empty. */
export const FILTER_CATEGORIES: readonly string[] = [];
