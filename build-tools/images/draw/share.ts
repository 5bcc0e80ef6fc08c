import type { ImageSpec } from '@ecopanel/shared-ui';
import { esc, FONT, SERIF, svgDoc } from '../svg';

/** What chat apps and social sites show large: 1200 x 630 (1.91:1). */
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

/** The spec of a link-preview picture, for a `format: 'jpeg'` job: one size, `share/{name}.jpg`. */
export const shareSpec = (name: string): ImageSpec => ({
  name,
  width: SHARE_WIDTH,
  height: SHARE_HEIGHT,
  widths: [SHARE_WIDTH],
});

/**
 * Where the words go. Previews are cropped differently by each site (2:1 on X, a centred square
 * thumbnail in WhatsApp), so text is centred and kept 120 px from the sides and 40 px from the
 * bottom; nothing that matters touches the edges.
 */
export const SHARE_SAFE = { x: 120, width: 960, bottom: 40 } as const;

export interface ShareCardOptions {
  /**
   * The picture behind the title: a whole SVG document drawn at 1200 x 630 by one of the other
   * drawings (woodPanel for a product, roomScene for a project or the site).
   */
  background: string;
  /** The page's title, e.g. 'Golden Teak Ceiling Sheet'; wrapped onto two lines if it is long. */
  title: string;
  /** A short line above the title, e.g. 'Ceiling panel' (drawn in capitals). */
  eyebrow?: string;
  /** The site's name, under the title. */
  site: string;
}

/** Widths of the fonts' glyphs, as a share of the font size (DejaVu's widest words, measured). */
const SERIF_BOLD_EM = 0.66;
const SANS_CAPS_EM = 0.74;
const TITLE_SIZES = [64, 58, 52, 46] as const;
const MIN_TITLE_SIZE = 46;

/**
 * Splits `text` into at most two lines of at most `max` characters, as even as the words allow;
 * undefined when it does not fit.
 */
export function wrapTitle(text: string, max: number): string[] | undefined {
  const words = text.trim().split(/\s+/);
  const whole = words.join(' ');
  if (whole.length <= max) return [whole];
  let best: string[] | undefined;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    if (lines.some((line) => line.length > max)) continue;
    if (!best || Math.max(...lines.map((l) => l.length)) < Math.max(...best.map((l) => l.length))) best = lines;
  }
  return best;
}

/** The largest title size whose lines fit the safe width (a title too long even at the smallest is cut short). */
export function fitTitle(title: string): { size: number; lines: string[] } {
  const perLine = (size: number) => Math.floor(SHARE_SAFE.width / (size * SERIF_BOLD_EM));
  for (const size of TITLE_SIZES) {
    const lines = wrapTitle(title, perLine(size));
    if (lines) return { size, lines };
  }
  const max = perLine(MIN_TITLE_SIZE);
  const lines: string[] = [];
  for (const word of title.trim().split(/\s+/)) {
    const last = lines.length - 1;
    if (last >= 0 && `${lines[last]} ${word}`.length <= max) lines[last] = `${lines[last]} ${word}`;
    else lines.push(word.length > max ? word.slice(0, max) : word);
  }
  if (lines.length <= 2) return { size: MIN_TITLE_SIZE, lines };
  return { size: MIN_TITLE_SIZE, lines: [lines[0]!, `${lines[1]!.slice(0, max - 1).trimEnd()}\u2026`] };
}

/**
 * A link-preview card: the background drawing full bleed, and across its lower part a dark green
 * band with the page's title (in the serif), an optional eyebrow above it and the site's name under
 * it, all centred. The band grows upwards with the title, so the top of the picture (the ceiling,
 * the grain) always shows.
 */
export function shareCard({ background, title, eyebrow, site }: ShareCardOptions): string {
  const w = SHARE_WIDTH;
  const h = SHARE_HEIGHT;
  const cx = w / 2;
  const { size, lines } = fitTitle(title);
  const eyebrowSize = 24;
  const eyebrowSpacing = 3;
  if (eyebrow && eyebrow.length * (eyebrowSize * SANS_CAPS_EM + eyebrowSpacing) > SHARE_SAFE.width) {
    throw new Error(`share card "${title}": the eyebrow "${eyebrow}" is too long for one line`);
  }
  const siteSize = 30;
  const lineGap = Math.round(size * 1.14);

  // The band's contents, top to bottom, as baselines measured from the band's top.
  const padTop = 36;
  let y = padTop;
  const eyebrowY = eyebrow ? (y += Math.round(eyebrowSize * 0.8)) : undefined;
  if (eyebrow) y += 20;
  const titleYs = lines.map((_, i) => (y += i === 0 ? Math.round(size * 0.8) : lineGap));
  y += 30;
  const siteY = (y += Math.round(siteSize * 0.8));
  const bandHeight = y + SHARE_SAFE.bottom;
  const top = h - bandHeight;

  // The site's name sits between two short rules; its width is estimated the way the title's is.
  const siteHalf = Math.round((site.length * siteSize * SERIF_BOLD_EM) / 2);
  const ruleY = top + siteY - Math.round(siteSize * 0.32);
  const rule = (from: number, to: number) =>
    `<line x1="${from}" y1="${ruleY}" x2="${to}" y2="${ruleY}" stroke="#c9a45c" stroke-width="2"/>`;
  const eyebrowText = eyebrow
    ? `<text x="${cx}" y="${top + eyebrowY!}" text-anchor="middle" font-family="${FONT}" font-size="${eyebrowSize}" letter-spacing="${eyebrowSpacing}" fill="#e2cf9f">${esc(eyebrow.toUpperCase())}</text>`
    : '';
  const titleText = lines
    .map(
      (line, i) =>
        `<text x="${cx}" y="${top + titleYs[i]!}" text-anchor="middle" font-family="${SERIF}" font-size="${size}" font-weight="bold" fill="#ffffff">${esc(line)}</text>`,
    )
    .join('');

  const defs = `<linearGradient id="share-scrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b2219" stop-opacity="0"/><stop offset="1" stop-color="#0b2219" stop-opacity="0.45"/></linearGradient>`;
  const body = `
    ${background}
    <rect x="0" y="${top - 120}" width="${w}" height="120" fill="url(#share-scrim)"/>
    <rect x="0" y="${top}" width="${w}" height="${bandHeight}" fill="#12372a" opacity="0.95"/>
    <rect x="0" y="${top}" width="${w}" height="6" fill="#c9a45c"/>
    ${eyebrowText}
    ${titleText}
    ${rule(cx - siteHalf - 84, cx - siteHalf - 20)}
    ${rule(cx + siteHalf + 20, cx + siteHalf + 84)}
    <text x="${cx}" y="${top + siteY}" text-anchor="middle" font-family="${SERIF}" font-size="${siteSize}" font-weight="bold" fill="#ffffff">${esc(site)}</text>`;
  return svgDoc(w, h, body, defs);
}
