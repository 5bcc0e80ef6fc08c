import { badge, roomScene } from '@ecopanel/build-tools/images';

type Emblem = Parameters<typeof badge>[0];

/** A news picture: the panelled room where it happened, with the story's emblem (award, label...). */
export function newsPicture({
  width,
  height,
  seed,
  ceiling,
  kind,
  emblem,
}: {
  width: number;
  height: number;
  seed: number;
  ceiling: string;
  kind: 'hall' | 'living' | 'factory' | 'office';
  emblem: Omit<Emblem, 'size'>;
}): string {
  const size = Math.round(height * 0.38);
  const mark = badge({ ...emblem, size }).replace(
    '<svg ',
    `<svg x="${width - size - height * 0.06}" y="${height * 0.06}" `,
  );
  return roomScene({ width, height, seed, ceiling, kind }).replace(/<\/svg>$/, `${mark}</svg>`);
}
