import { slugify } from 'shared-ui';
import { GROOVE_IMAGE, panelImage, type Finish } from './images';
import type { FeaturedProduct, Product, ProductImage } from './types';

/** Every sheet is 200 mm wide and 7.5 mm thick; only the length varies (SPEC section 3). */
export const STANDARD_LENGTH = 2440;

const GROOVE: ProductImage = {
  spec: GROOVE_IMAGE,
  alt: 'Cross-section of the 200 mm by 7.5 mm tongue-and-groove profile with its hollow-cell core',
};

interface Entry {
  id: number;
  /** The finish's name; the title is this followed by 'Ceiling Sheet'. */
  name: string;
  finish: Finish;
  /** How the finish looks, for the picture's alternative text. */
  look: string;
  description: string;
  features: [string, string, string, string];
  length?: number;
}

function product({ id, name, finish, look, description, features, length = STANDARD_LENGTH }: Entry): Product {
  const title = `${name} Ceiling Sheet`;
  const dimensions = { length, width: 200, thickness: 7.5 };
  const image: ProductImage = { spec: panelImage(finish), alt: `${title}: ${look}` };
  return {
    id,
    title,
    category: 'Ceiling Panel',
    rating: 5,
    description,
    specifications: [
      `Size: ${dimensions.width} mm x ${dimensions.length} mm`,
      `Thickness: ${dimensions.thickness} mm`,
      'Weight: 300 g per sqft',
      'Material: PVC and calcium carbonate',
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
    id: 1,
    name: 'Maple',
    finish: 'maple',
    look: 'a light cream maple grain in 200 mm strips',
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
    id: 2,
    name: 'Kithul',
    finish: 'kithul',
    look: 'a warm reddish-brown wood grain',
    description:
      'A rich, warm wood grain inspired by kithul timber, bringing the depth of natural wood to living rooms and verandas without the upkeep.',
    features: [
      'Rich, warm wood grain printed deep into the surface',
      'Resists humidity, so it suits kitchens and covered verandas',
      'Wipes clean with a damp cloth',
      'Light, at 300 g per sqft, for quick fixing on a simple frame',
    ],
  }),
  product({
    id: 3,
    name: 'Golden Teak',
    finish: 'golden-teak',
    look: 'a golden teak wood effect',
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
    id: 4,
    name: 'Burma Teak',
    finish: 'burma-teak',
    look: 'a soft teak grain under a subtle grey texture',
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
    id: 5,
    name: 'Jack Wood',
    finish: 'jack-wood',
    look: 'a light, airy jak wood tone',
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
    id: 6,
    name: 'Rich Brown',
    finish: 'rich-brown',
    look: 'a warm, dark Lance Wood grain',
    description:
      'A warm Lance Wood look in a deep, rich brown. Durable enough for busy homes and shops, and easy to install with simple tongue-and-groove strips.',
    features: [
      'Warm Lance Wood look in a deep brown',
      'Durable surface for busy homes and shops',
      'Easy installation with hidden clips and a tongue-and-groove joint',
      'Handles heat and humidity up to 60 °C continuous',
    ],
  }),
  product({
    id: 7,
    name: 'Silver OAK',
    finish: 'silver-oak',
    look: 'a cool silver-grey oak grain',
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
    id: 8,
    name: 'Teak',
    finish: 'teak',
    look: 'a honey-brown teak grain',
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
    id: 9,
    name: 'Titan wood',
    finish: 'titan-wood',
    look: 'a bold, dark grey-brown wood grain',
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
    id: 10,
    name: 'Smoke wood',
    finish: 'smoke-wood',
    look: 'a smoky, weathered grey wood tone',
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
    id: 11,
    name: 'Walnut',
    finish: 'walnut',
    look: 'a deep walnut grain with chocolate tones',
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
    id: 12,
    name: 'White sand',
    finish: 'white-sand',
    look: 'a near-white, softly textured finish',
    description:
      'A near-white, softly textured finish that reflects light like a plastered ceiling, in longer 3000 mm sheets for fewer joints across wide rooms.',
    features: [
      'Near-white, softly textured finish that reflects light',
      'Longer 3000 mm sheets for fewer joints in wide rooms',
      'The look of plaster without cracks or repainting',
      'Water-resistant and easy to wipe clean',
    ],
    length: 3000,
  }),
];

/** The product with this route id, if there is one. */
export function findProduct(id: string | number): Product | undefined {
  const n = typeof id === 'number' ? id : /^\d+$/.test(id) ? Number(id) : NaN;
  return PRODUCTS.find((p) => p.id === n);
}

/** SPEC section 2, home section 5: the first six sheets, in the order the home page links them. */
export const FEATURED_PRODUCTS: readonly FeaturedProduct[] = PRODUCTS.slice(0, 6).map(
  ({ id, image, category, title, rating, description, link }) => ({ id, image, category, title, rating, description, link }),
);

/** SPEC section 2: the list's category filter exists, but its category list is empty. */
export const FILTER_CATEGORIES: readonly string[] = [];
