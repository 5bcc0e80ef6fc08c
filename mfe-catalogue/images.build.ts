import { grooveProfile, shareCard, woodPanel, type ImageJob } from '../build-tools/images';
import { siteConfig } from '../shared-ui/src/config/siteConfig';
import { FINISHES, GROOVE_IMAGE, panelImage, PRODUCT_SHARE_CARDS, productShareImage, type Finish, type ProductShareCard } from './src/data/images';

interface Look {
  color: string;
  seed: number;
  /** 0..1: how strong the printed grain is. */
  grain?: number;
}

/** What each finish looks like: a believable base colour and grain per product (SPEC section 3). */
const LOOKS: Record<Finish, Look> = {
  maple: { color: '#e6d2ac', seed: 11, grain: 0.7 }, // light cream
  kithul: { color: '#9c4a2e', seed: 23 }, // warm reddish
  'golden-teak': { color: '#c68d3c', seed: 37 }, // golden
  'burma-teak': { color: '#8d877c', seed: 41, grain: 0.8 }, // subtle grey
  'jack-wood': { color: '#e4c898', seed: 53, grain: 0.65 }, // light and airy
  'rich-brown': { color: '#5e3820', seed: 67 }, // warm dark (Lance Wood)
  'silver-oak': { color: '#b8b2a7', seed: 71, grain: 0.8 },
  teak: { color: '#a8672e', seed: 83 },
  'titan-wood': { color: '#6a5848', seed: 97 },
  'smoke-wood': { color: '#7b746d', seed: 101, grain: 0.85 },
  walnut: { color: '#5a3b28', seed: 113 },
  'white-sand': { color: '#efe9dc', seed: 127, grain: 0.25 }, // near-white, low grain
};

/**
 * The groove drawing is laid out for a wide canvas (its lettering scales with the height), so it is
 * drawn wide and centred on the 4:3 canvas every product picture shares, which keeps the gallery's
 * box the same size whichever picture is shown.
 */
function grooveOnCanvas(): string {
  const { width, height } = GROOVE_IMAGE;
  const drawingHeight = Math.round(width * 0.42);
  const drawing = grooveProfile({ width, height: drawingHeight }).replace(
    '<svg ',
    `<svg x="0" y="${Math.round((height - drawingHeight) / 2)}" `,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#f7f8f6"/>${drawing}</svg>`;
}

/**
 * A product's link preview: its own wood grain behind its title. JPEG, as chat apps and social
 * sites do not read WebP. Every sheet is a ceiling panel, hence the one eyebrow.
 */
const shareJob = (card: ProductShareCard): ImageJob => {
  const spec = productShareImage(card.productId);
  return {
    spec,
    format: 'jpeg',
    svg: () =>
      shareCard({
        background: woodPanel({ width: spec.width, height: spec.height, strips: 3, ...LOOKS[card.finish] }),
        title: card.title,
        eyebrow: 'Ceiling panel',
        site: siteConfig.siteName,
      }),
  };
};

/**
 * Every picture this remote serves: a wood panel per finish, the shared groove profile, and each
 * product's share picture.
 */
export const images: ImageJob[] = [
  ...FINISHES.map((finish): ImageJob => {
    const spec = panelImage(finish);
    return { spec, svg: () => woodPanel({ width: spec.width, height: spec.height, strips: 4, ...LOOKS[finish] }) };
  }),
  { spec: GROOVE_IMAGE, svg: grooveOnCanvas },
  ...PRODUCT_SHARE_CARDS.map(shareJob),
];
