import type { ImageSpec } from '@ecopanel/shared-ui';
import { FINISHES, type FinishId } from '@ecopanel/shared-ui/data';

// Every generated image of this remote. The build draws each one (images.build.ts) and emits
// `img/{name}-{w}.webp`; pages render the same spec with <Img>, so names and sizes cannot drift.
// One 4:3 spec serves every place a picture appears: the browser picks from the srcset by `sizes`
// (160 for thumbnails, 400/640 for cards, 1000 for the detail page's main image).
const WIDTHS = [160, 400, 640, 1000] as const;

const picture = (name: string): ImageSpec => ({ name, width: 1000, height: 750, widths: WIDTHS });

/** The picture of one product's finish, e.g. `panel-maple` (images.build.ts draws one per finish). */
export const panelImage = (finish: FinishId): ImageSpec => picture(`panel-${finish}`);

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
  finish: FinishId;
}

/** One share card per product, from shared-ui's finish table (images.build.ts cannot load products.ts). */
export const PRODUCT_SHARE_CARDS: readonly ProductShareCard[] = FINISHES.map((f) => ({
  productId: f.productId,
  title: `${f.name} Ceiling Sheet`,
  finish: f.id,
}));
