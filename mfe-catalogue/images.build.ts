import { contentDirs, grooveProfile, shareJob, woodPanel, type ImageJob } from '@ecopanel/build-tools/images';
import { FINISHES, finishById } from '@ecopanel/shared-ui/data';
import { siteConfig } from '@ecopanel/shared-ui/config';
import {
  GROOVE_IMAGE,
  panelImage,
  PRODUCT_SHARE_CARDS,
  productShareImage,
  type ProductShareCard,
} from './src/data/images';

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

const CONTENT = contentDirs(__dirname).images;

/**
 * A product's link preview: its own wood grain (the owner's photo of the panel, once there is one)
 * behind its title. JPEG, as chat apps and social sites do not read WebP. Every sheet is a ceiling
 * panel, hence the one eyebrow.
 */
const productShare = (card: ProductShareCard): ImageJob => {
  const spec = productShareImage(card.productId);
  const { colour, seed, grain } = finishById(card.finish);
  return shareJob({
    spec,
    content: CONTENT,
    photo: panelImage(card.finish).name,
    drawn: () => woodPanel({ width: spec.width, height: spec.height, strips: 3, color: colour, seed, grain }),
    title: card.title,
    eyebrow: 'Ceiling panel',
    site: siteConfig.siteName,
  });
};

/**
 * Every picture this remote serves: a wood panel per finish (shared-ui's table), the shared groove
 * profile, and each product's share picture.
 */
export const images: ImageJob[] = [
  ...FINISHES.map(({ id, colour, seed, grain }): ImageJob => {
    const spec = panelImage(id);
    return {
      spec,
      role: 'photo',
      svg: () => woodPanel({ width: spec.width, height: spec.height, strips: 4, color: colour, seed, grain }),
    };
  }),
  { spec: GROOVE_IMAGE, role: 'artwork', svg: grooveOnCanvas },
  ...PRODUCT_SHARE_CARDS.map(productShare),
];
