import { grooveProfile, woodPanel, type ImageJob } from '../build-tools/images';
import { FINISHES } from 'shared-ui/data';
import { GROOVE_IMAGE, panelImage } from './src/data/images';

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

/** Every picture this remote serves: a wood panel per finish (shared-ui's table), and the groove profile. */
export const images: ImageJob[] = [
  ...FINISHES.map(({ id, colour, seed, grain }): ImageJob => {
    const spec = panelImage(id);
    return { spec, svg: () => woodPanel({ width: spec.width, height: spec.height, strips: 4, color: colour, seed, grain }) };
  }),
  { spec: GROOVE_IMAGE, svg: grooveOnCanvas },
];
