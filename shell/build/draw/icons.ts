import { svgDoc } from '@ecopanel/build-tools/images';
import type { IconSymbol } from '../../src/data/benefits';

/** Glyphs on a 64-unit grid, drawn with one stroke colour (and the same colour for fills). */
const GLYPHS: Record<IconSymbol, string> = {
  flame: `<path d="M32 8c8 12 16 18 16 30a16 16 0 0 1-32 0c0-8 6-12 8-20 4 6 6 8 8 10 2-6 2-14 0-20z" fill="FG" stroke="none"/><path d="M10 54L54 10" stroke-width="5"/>`,
  brush: `<rect x="10" y="12" width="34" height="12" rx="3"/><path d="M44 18h6v12H30v8"/><path d="M30 38v16" stroke-width="6"/><path d="M8 56L56 8" stroke-width="4"/>`,
  sparkle: `<path d="M26 10l4 12 12 4-12 4-4 12-4-12-12-4 12-4z" fill="FG"/><path d="M46 36l2.5 7.5L56 46l-7.5 2.5L46 56l-2.5-7.5L36 46l7.5-2.5z" fill="FG"/>`,
  hammer: `<path d="M16 52l22-22" stroke-width="6"/><path d="M30 14l12-4 14 14-8 8-6-6-6 6-8-8 6-6z" fill="FG"/>`,
  drop: `<path d="M32 8S14 30 14 40a18 18 0 0 0 36 0C50 30 32 8 32 8z" fill="FG" stroke="none"/><path d="M24 42a8 8 0 0 0 8 8" stroke="#fff"/>`,
  heart: `<path d="M32 54S10 40 10 24a11 11 0 0 1 22-4 11 11 0 0 1 22 4c0 16-22 30-22 30z" fill="FG" stroke="none"/><path d="M20 32h8l4-8 4 14 4-6h6" stroke="#fff" stroke-width="3"/>`,
  sun: `<circle cx="32" cy="32" r="10" fill="FG"/><path d="M32 8v8M32 48v8M8 32h8M48 32h8M15 15l6 6M43 43l6 6M15 49l6-6M43 21l6-6"/>`,
  clock: `<circle cx="32" cy="32" r="22"/><path d="M32 18v14l10 6"/>`,
  bug: `<ellipse cx="32" cy="36" rx="10" ry="14" fill="FG"/><circle cx="32" cy="18" r="6" fill="FG"/><path d="M22 30l-10-4M22 38H10M22 46l-10 4M42 30l10-4M42 38h12M42 46l10 4"/><path d="M8 56L56 8" stroke-width="4"/>`,
  shield: `<path d="M32 8l20 8v14c0 12-8 20-20 26C20 50 12 42 12 30V16z" fill="FG" stroke="none"/><path d="M22 32l7 7 13-14" stroke="#fff" stroke-width="5"/>`,
  scissors: `<circle cx="16" cy="46" r="7"/><circle cx="16" cy="18" r="7"/><path d="M22 42L54 14M22 22l32 28"/>`,
  feather: `<path d="M50 12C30 12 16 26 16 48l4-2c0-16 10-28 30-34z" fill="FG"/><path d="M14 54l18-20M24 30h10M20 38h10"/>`,
  leaf: `<path d="M12 52C12 24 28 10 54 10c0 28-16 42-42 42z" fill="FG" stroke="none"/><path d="M16 48L44 20" stroke="#fff" stroke-width="3"/>`,
  gem: `<path d="M18 12h28l10 14-24 28L8 26z" fill="FG" stroke="none"/><path d="M8 26h48M26 12l-4 14 10 28 10-28-4-14" stroke="#fff" stroke-width="2.5"/>`,
  bulb: `<path d="M32 8a16 16 0 0 0-9 29v7h18v-7a16 16 0 0 0-9-29z" fill="FG" stroke="none"/><path d="M24 50h16M26 56h12"/>`,
  wrench: `<path d="M40 10a12 12 0 0 0-11 16L10 45l9 9 19-19a12 12 0 0 0 16-11l-7 4-7-3-2-8z" fill="FG" stroke="none"/>`,
  sliders: `<path d="M12 16h40M12 32h40M12 48h40"/><circle cx="24" cy="16" r="5" fill="FG"/><circle cx="42" cy="32" r="5" fill="FG"/><circle cx="30" cy="48" r="5" fill="FG"/>`,
  globe: `<circle cx="32" cy="32" r="22"/><ellipse cx="32" cy="32" rx="10" ry="22"/><path d="M10 32h44M14 20h36M14 44h36"/>`,
};

/** A benefit or strength icon: a tinted rounded tile with one glyph. */
export function icon({
  size,
  symbol,
  fg = '#1f5a3f',
  bg = '#e3f1e8',
}: {
  size: number;
  symbol: IconSymbol;
  fg?: string;
  bg?: string;
}): string {
  const scale = (size * 0.62) / 64;
  const offset = size * 0.19;
  const glyph = GLYPHS[symbol].replace(/FG/g, fg);
  return svgDoc(
    size,
    size,
    `<rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${bg}"/>
     <g transform="translate(${offset} ${offset}) scale(${scale})" fill="none" stroke="${fg}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>`,
  );
}
