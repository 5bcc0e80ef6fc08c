import type { ImageSpec } from 'shared-ui';

// Every generated image of this remote. The build draws each one (images.build.ts) and emits
// `img/{name}-{w}.webp`; pages render the same spec with <Img>, so names and sizes cannot drift.
// One 4:3 spec serves every place a picture appears: the browser picks from the srcset by `sizes`
// (160 for thumbnails, 400/640 for cards, 1000 for the detail page's main image).
const WIDTHS = [160, 400, 640, 1000] as const;

const picture = (name: string): ImageSpec => ({ name, width: 1000, height: 750, widths: WIDTHS });

/** The finishes the build draws a panel picture for (images.build.ts must cover each one). */
export const FINISHES = [
  'maple', 'kithul', 'golden-teak', 'burma-teak', 'jack-wood', 'rich-brown',
  'silver-oak', 'teak', 'titan-wood', 'smoke-wood', 'walnut', 'white-sand',
] as const;
export type Finish = (typeof FINISHES)[number];

/** The picture of one product's finish, e.g. `panel-maple`. */
export const panelImage = (finish: Finish): ImageSpec => picture(`panel-${finish}`);

/** The tongue-and-groove cross-section that every product shows as its second picture. */
export const GROOVE_IMAGE: ImageSpec = picture('groove-profile');

/**
 * A product's link-preview picture (og:image): one 1200 x 630 JPEG, `share/product-{id}.jpg`, the
 * size shared-ui's PageMeta announces (SHARE_IMAGE_SIZE).
 */
export const productShareImage = (productId: number): ImageSpec => ({
  name: `product-${productId}`,
  width: 1200,
  height: 630,
  widths: [1200],
});

/** What a product's share picture shows: its finish's grain behind its title. */
export interface ProductShareCard {
  productId: number;
  title: string;
  finish: Finish;
}

/**
 * One share card per product, for images.build.ts. The build cannot load products.ts (it imports
 * shared-ui, which is React and CSS), so the few facts the card needs are repeated here;
 * images.test.ts checks they match PRODUCTS, so a new or renamed product cannot go without one.
 */
export const PRODUCT_SHARE_CARDS: readonly ProductShareCard[] = [
  { productId: 1, title: 'Maple Ceiling Sheet', finish: 'maple' },
  { productId: 2, title: 'Kithul Ceiling Sheet', finish: 'kithul' },
  { productId: 3, title: 'Golden Teak Ceiling Sheet', finish: 'golden-teak' },
  { productId: 4, title: 'Burma Teak Ceiling Sheet', finish: 'burma-teak' },
  { productId: 5, title: 'Jack Wood Ceiling Sheet', finish: 'jack-wood' },
  { productId: 6, title: 'Rich Brown Ceiling Sheet', finish: 'rich-brown' },
  { productId: 7, title: 'Silver OAK Ceiling Sheet', finish: 'silver-oak' },
  { productId: 8, title: 'Teak Ceiling Sheet', finish: 'teak' },
  { productId: 9, title: 'Titan wood Ceiling Sheet', finish: 'titan-wood' },
  { productId: 10, title: 'Smoke wood Ceiling Sheet', finish: 'smoke-wood' },
  { productId: 11, title: 'Walnut Ceiling Sheet', finish: 'walnut' },
  { productId: 12, title: 'White sand Ceiling Sheet', finish: 'white-sand' },
];
