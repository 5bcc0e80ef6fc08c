import { woodPanel, svgDoc } from '@ecopanel/build-tools/images';
import type { Finish } from '@ecopanel/shared-ui/data';

/**
 * A fan of finish samples (the customisation picture): each strip is the same wood-grain sheet the
 * products are drawn with, nested as an inner SVG so every strip keeps its own grain filter.
 */
export function swatchFan({
  width: w,
  height: h,
  finishes,
}: {
  width: number;
  height: number;
  finishes: readonly Finish[];
}): string {
  const n = finishes.length;
  const px = w * 0.28;
  const py = h * 0.92;
  const sw = Math.min(w * 0.85, h * 0.86);
  const sh = h * 0.12;
  const strips = finishes
    .map((f, i) => {
      const angle = -78 + (70 * i) / Math.max(1, n - 1);
      const inner = woodPanel({
        width: Math.round(sw),
        height: Math.round(sh),
        color: f.colour,
        seed: f.seed,
        strips: 1,
        grain: f.grain,
      })
        .replace(/id="(grain|pores|sheen)"/g, `id="$1-${i}"`)
        .replace(/url\(#(grain|pores|sheen)\)/g, `url(#$1-${i})`)
        .replace('<svg ', `<svg x="${px}" y="${py - sh / 2}" `);
      return `<g transform="rotate(${angle} ${px} ${py})">${inner}</g>`;
    })
    .join('');
  return svgDoc(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="#f4f7f5"/>${strips}<circle cx="${px}" cy="${py}" r="${sh * 0.35}" fill="#55635b"/>`,
  );
}
