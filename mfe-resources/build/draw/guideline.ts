import { INSTALLATION, PANEL } from '@ecopanel/shared-ui/data';
import { FONT, shade, svgDoc } from '@ecopanel/build-tools/images';

const INK = '#12372a';
const DIM = '#b42318';
const PANEL_COLOUR = '#d9b98a';
const BATTEN = '#8a5a3b';

function dimension(x1: number, y1: number, x2: number, y2: number, label: string, fontSize: number): string {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  const vertical = x1 === x2;
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${DIM}" stroke-width="2" marker-start="url(#arrow)" marker-end="url(#arrow)"/>
    <text x="${vertical ? mx + 8 : mx}" y="${vertical ? my + fontSize / 3 : my - 8}" ${vertical ? '' : 'text-anchor="middle"'} font-family="${FONT}" font-size="${fontSize}" font-weight="bold" fill="${DIM}">${label}</text>`;
}

function callout(n: number, x: number, y: number, r: number): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${INK}"/><text x="${x}" y="${y + r * 0.38}" text-anchor="middle" font-family="${FONT}" font-size="${r * 1.1}" font-weight="bold" fill="#fff">${n}</text>`;
}

/**
 * The guideline drawing: a reflected ceiling plan (battens across the panels at the installation table's spacing,
 * Top-Corner trim round the walls, an H-Corner joint, a light opening framed in U-Corner trim), a
 * section through the joint, and numbered notes that match the written steps.
 */
export function guidelineDrawing({ width: w, height: h }: { width: number; height: number }): string {
  const { battenSpacingMaxMm, expansionGapMm, maxContinuousTempC } = INSTALLATION;
  const fs = Math.round(h * 0.024);
  // Plan: the left 62% of the picture.
  const px = w * 0.05;
  const py = h * 0.17;
  const pw = w * 0.55;
  const ph = h * 0.5;
  const battenGap = pw / 6;
  const strip = ph / 12;
  const battens = Array.from({ length: 7 }, (_, i) => {
    const x = px + i * battenGap;
    return `<line x1="${x}" y1="${py}" x2="${x}" y2="${py + ph}" stroke="${BATTEN}" stroke-width="6" stroke-dasharray="14 8" opacity="0.8"/>`;
  }).join('');
  const panels = Array.from({ length: 12 }, (_, i) => {
    const y = py + i * strip;
    return `<rect x="${px}" y="${y}" width="${pw}" height="${strip}" fill="${i % 2 ? PANEL_COLOUR : shade(PANEL_COLOUR, 0.12)}" stroke="${shade(PANEL_COLOUR, -0.35)}" stroke-width="1.5"/>`;
  }).join('');
  // End-to-end joints over a batten, staggered between rows.
  const joints = Array.from({ length: 12 }, (_, i) => {
    const x = px + battenGap * (i % 2 ? 4 : 3);
    return `<rect x="${x - 4}" y="${py + i * strip}" width="8" height="${strip}" fill="${INK}" opacity="0.75"/>`;
  }).join('');
  const lx = px + battenGap * 1.5;
  const ly = py + strip * 6;
  const plan = `
    ${panels}${battens}${joints}
    <rect x="${px}" y="${py}" width="${pw}" height="${ph}" fill="none" stroke="${INK}" stroke-width="10"/>
    <circle cx="${lx}" cy="${ly}" r="${strip * 1.1}" fill="#fffbe6" stroke="${INK}" stroke-width="6"/>
    ${dimension(px + battenGap * 5, py + ph + h * 0.04, px + battenGap * 6, py + ph + h * 0.04, `max ${battenSpacingMaxMm} mm`, fs)}
    ${dimension(px + pw + w * 0.02, py + strip * 10, px + pw + w * 0.02, py + strip * 11, `${PANEL.widthMm} mm`, fs)}
    ${dimension(px, py - h * 0.025, px + battenGap * 4, py - h * 0.03, `${PANEL.standardLengthMm} mm panel (${PANEL.longLengthMm} mm White sand)`, fs)}
    ${callout(1, px + battenGap * 0.5, py + ph + h * 0.045, fs * 0.9)}
    ${callout(2, px - w * 0.001, py + ph * 0.5, fs * 0.9)}
    ${callout(3, px + battenGap * 3, py + strip * 0.5 + 1, fs * 0.9)}
    ${callout(4, lx + strip * 1.6, ly, fs * 0.9)}`;

  // Section through a joint: batten, clip, two panels, tongue into groove.
  const sx = w * 0.7;
  const sy = h * 0.24;
  const sw = w * 0.24;
  const t = h * 0.035;
  const section = `
    <text x="${sx}" y="${sy - h * 0.05}" font-family="${FONT}" font-size="${fs}" font-weight="bold" fill="${INK}">Section through a joint</text>
    <rect x="${sx}" y="${sy}" width="${sw}" height="${h * 0.06}" fill="${BATTEN}"/>
    <text x="${sx + sw * 0.25}" y="${sy + h * 0.04}" text-anchor="middle" font-family="${FONT}" font-size="${fs * 0.85}" fill="#fff">batten</text>
    <rect x="${sx}" y="${sy + h * 0.06}" width="${sw * 0.55}" height="${t}" fill="${PANEL_COLOUR}" stroke="${INK}" stroke-width="2.5"/>
    <rect x="${sx + sw * 0.55}" y="${sy + h * 0.06 + t * 0.3}" width="${sw * 0.06}" height="${t * 0.4}" fill="${PANEL_COLOUR}" stroke="${INK}" stroke-width="2"/>
    <rect x="${sx + sw * 0.62}" y="${sy + h * 0.06}" width="${sw * 0.38}" height="${t}" fill="${shade(PANEL_COLOUR, 0.12)}" stroke="${INK}" stroke-width="2.5"/>
    <path d="M${sx + sw * 0.5} ${sy + h * 0.06} v-${h * 0.02} h${sw * 0.08} v${h * 0.02 + t * 0.3}" fill="none" stroke="${INK}" stroke-width="4"/>
    <text x="${sx}" y="${sy + h * 0.06 + t + h * 0.04}" font-family="${FONT}" font-size="${fs * 0.85}" fill="${INK}">Hanging Clip fixes the tongue to the batten;</text>
    <text x="${sx}" y="${sy + h * 0.06 + t + h * 0.04 + fs * 1.2}" font-family="${FONT}" font-size="${fs * 0.85}" fill="${INK}">the next groove is pushed home.</text>
    ${dimension(sx + sw + w * 0.012, sy + h * 0.06, sx + sw + w * 0.012, sy + h * 0.06 + t, String(PANEL.thicknessMm), fs * 0.85)}`;

  const notes = [
    `Level frame, battens max ${battenSpacingMaxMm} mm apart`,
    `Top-Corner trim on every wall; ${expansionGapMm} mm gap`,
    'H-Corner joints over a batten, staggered',
    'Openings framed with U-Corner trim',
  ];
  const legend = notes
    .map((note, i) => {
      const x = i % 2 ? w * 0.52 : w * 0.05;
      const y = h * (i < 2 ? 0.8 : 0.865);
      return `${callout(i + 1, x + fs, y, fs * 0.9)}<text x="${x + fs * 2.4}" y="${y + fs * 0.35}" font-family="${FONT}" font-size="${fs * 0.9}" fill="${INK}">${note}</text>`;
    })
    .join('');

  const body = `
    <rect width="${w}" height="${h}" fill="#ffffff"/>
    <text x="${w * 0.05}" y="${h * 0.065}" font-family="${FONT}" font-size="${Math.round(h * 0.04)}" font-weight="bold" fill="${INK}">Ceiling installation guideline</text>
    ${plan}
    ${section}
    ${legend}
    <text x="${w * 0.05}" y="${h * 0.95}" font-family="${FONT}" font-size="${fs}" fill="#36433c">Panels ${PANEL.thicknessMm} mm x ${PANEL.widthMm} mm x ${PANEL.standardLengthMm} mm. Keep the panel surface below ${maxContinuousTempC} °C; not for saunas.</text>`;
  return svgDoc(
    w,
    h,
    body,
    `<marker id="arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="${DIM}"/></marker>`,
  );
}
