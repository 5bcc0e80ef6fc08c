import { esc, FONT, rng, SERIF, svgDoc } from '../svg';

export interface CertificateOptions {
  width: number;
  height: number;
  seed: number;
  /** e.g. 'Patent Certificate' or 'Test Report'. */
  heading: string;
  /** What is certified or tested, one or two short lines. */
  subject: string[];
  /** e.g. 'LK/P/2019/20417'. */
  number: string;
  issuer: string;
  date: string;
  kind: 'patent' | 'report';
}

/**
 * A certificate or test report page (A4 portrait): ornamental border, issuer, heading, subject,
 * number, date, signature line and a seal; a report gets a results table instead of the ornament.
 * It is a stand-in until the owner's scan is put in (build-tools/images/content.ts), and says so
 * across the page: its numbers and results are not real, and no visitor should take them as such.
 */
export function certificateDoc(o: CertificateOptions): string {
  const { width: w, height: h } = o;
  const r = rng(o.seed);
  const ink = o.kind === 'patent' ? '#7a5a12' : '#1f4e79';
  const fs = (k: number) => Math.round(w * k);
  const lines = o.subject
    .map(
      (line, i) =>
        `<text x="${w / 2}" y="${h * 0.46 + i * fs(0.05)}" text-anchor="middle" font-family="${SERIF}" font-size="${fs(0.04)}" fill="#222">${esc(line)}</text>`,
    )
    .join('');
  const rows =
    o.kind === 'report'
      ? Array.from({ length: 5 }, (_, i) => {
          const y = h * 0.58 + i * h * 0.045;
          const result = ['Pass', 'Pass', 'Class B', 'Pass', 'Compliant'][i];
          const test = [
            'Flammability',
            'Water absorption',
            'Surface spread of flame',
            'Impact resistance',
            'Heavy metals',
          ][i];
          return `<line x1="${w * 0.12}" y1="${y + h * 0.012}" x2="${w * 0.88}" y2="${y + h * 0.012}" stroke="#c8d3de"/><text x="${w * 0.14}" y="${y}" font-family="${FONT}" font-size="${fs(0.026)}" fill="#333">${test}</text><text x="${w * 0.86}" y="${y}" text-anchor="end" font-family="${FONT}" font-size="${fs(0.026)}" fill="${ink}" font-weight="bold">${result}</text>`;
        }).join('')
      : `<path d="M${w * 0.25} ${h * 0.62} q ${w * 0.25} ${-h * 0.04} ${w * 0.5} 0" stroke="${ink}" stroke-width="2" fill="none" opacity="0.5"/>`;
  const sealX = w * 0.75;
  const sealY = h * 0.86;
  const rays = Array.from({ length: 24 }, (_, i) => {
    const a = (i / 24) * Math.PI * 2;
    const r1 = w * 0.085;
    const r2 = w * 0.1;
    return `${sealX + Math.cos(a) * (i % 2 ? r1 : r2)},${sealY + Math.sin(a) * (i % 2 ? r1 : r2)}`;
  }).join(' ');
  const sig = `M${w * 0.14} ${h * 0.86} c ${w * 0.04} ${-h * 0.03} ${w * 0.06} ${h * 0.02} ${w * 0.1} ${-h * 0.01} s ${w * 0.05} ${h * (0.01 + r() * 0.02)} ${w * 0.12} ${-h * 0.01}`;
  const body = `
    <rect width="${w}" height="${h}" fill="#fffdf7"/>
    <rect x="${w * 0.03}" y="${w * 0.03}" width="${w * 0.94}" height="${h - w * 0.06}" fill="none" stroke="${ink}" stroke-width="${w * 0.012}"/>
    <rect x="${w * 0.055}" y="${w * 0.055}" width="${w * 0.89}" height="${h - w * 0.11}" fill="none" stroke="${ink}" stroke-width="2" stroke-dasharray="6 4"/>
    <text x="${w / 2}" y="${h * 0.13}" text-anchor="middle" font-family="${FONT}" font-size="${fs(0.03)}" fill="#555" letter-spacing="2">${esc(o.issuer.toUpperCase())}</text>
    <text x="${w / 2}" y="${h * 0.25}" text-anchor="middle" font-family="${SERIF}" font-size="${fs(0.075)}" font-weight="bold" fill="${ink}">${esc(o.heading)}</text>
    <text x="${w / 2}" y="${h * 0.33}" text-anchor="middle" font-family="${FONT}" font-size="${fs(0.03)}" fill="#444">No. ${esc(o.number)}</text>
    <text x="${w / 2}" y="${h * 0.39}" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="${fs(0.032)}" fill="#555">This is to certify that</text>
    ${lines}
    ${rows}
    <path d="${sig}" stroke="#233" stroke-width="2" fill="none"/>
    <line x1="${w * 0.12}" y1="${h * 0.885}" x2="${w * 0.46}" y2="${h * 0.885}" stroke="#555"/>
    <text x="${w * 0.12}" y="${h * 0.915}" font-family="${FONT}" font-size="${fs(0.024)}" fill="#555">Issued ${esc(o.date)}</text>
    <polygon points="${rays}" fill="${ink}"/>
    <circle cx="${sealX}" cy="${sealY}" r="${w * 0.07}" fill="none" stroke="#fff" stroke-width="2"/>
    <text x="${sealX}" y="${sealY + fs(0.012)}" text-anchor="middle" font-family="${FONT}" font-size="${fs(0.028)}" font-weight="bold" fill="#fff">${o.kind === 'patent' ? 'PATENT' : 'TESTED'}</text>
    ${specimenMark(w, h)}`;
  return svgDoc(w, h, body);
}

/** The words that mark a drawn document as a specimen (tests read them back from the picture's SVG). */
export const SPECIMEN_LABEL = 'SPECIMEN';
export const SPECIMEN_NOTE = 'Specimen only - not the issued document';

/** SPECIMEN across the page, large enough to read on the thumbnail, and a plain note at the foot. */
function specimenMark(w: number, h: number): string {
  const size = Math.round(w * 0.16);
  return `
    <g transform="rotate(-35 ${w / 2} ${h / 2})" opacity="0.32">
      <text x="${w / 2}" y="${h / 2 + size * 0.35}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="bold" letter-spacing="${Math.round(size * 0.08)}" fill="#b91c1c">${SPECIMEN_LABEL}</text>
    </g>
    <rect x="${w * 0.055}" y="${h * 0.925}" width="${w * 0.89}" height="${h * 0.032}" fill="#b91c1c"/>
    <text x="${w / 2}" y="${h * 0.925 + h * 0.022}" text-anchor="middle" font-family="${FONT}" font-size="${Math.round(w * 0.026)}" font-weight="bold" fill="#fff">${esc(SPECIMEN_NOTE)}</text>`;
}

/** A round badge (Recycle, ISO, Tested, ECO, iGreen) with a symbol and a label. */
export function badge({
  size,
  label,
  color,
  symbol,
}: {
  size: number;
  label: string;
  color: string;
  symbol: 'recycle' | 'check' | 'leaf' | 'gear' | 'flask';
}): string {
  const c = size / 2;
  const symbols: Record<typeof symbol, string> = {
    recycle: `<path d="M${c - 18} ${c - 4} l10 -18 l10 18 M${c + 14} ${c} l8 16 h-22 M${c - 22} ${c + 16} h-2 l10 -16" stroke="#fff" stroke-width="5" fill="none" stroke-linejoin="round"/>`,
    check: `<path d="M${c - 18} ${c - 4} l12 12 l24 -24" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    leaf: `<path d="M${c - 20} ${c + 10} C ${c - 20} ${c - 20} ${c + 10} ${c - 26} ${c + 22} ${c - 22} C ${c + 22} ${c + 4} ${c} ${c + 16} ${c - 20} ${c + 10} Z" fill="#fff"/>`,
    gear: `<circle cx="${c}" cy="${c - 4}" r="16" stroke="#fff" stroke-width="7" fill="none" stroke-dasharray="7 5"/><circle cx="${c}" cy="${c - 4}" r="6" fill="#fff"/>`,
    flask: `<path d="M${c - 8} ${c - 26} h16 v14 l14 24 h-44 l14 -24 z" fill="#fff"/>`,
  };
  const body = `
    <circle cx="${c}" cy="${c}" r="${c - 2}" fill="${color}"/>
    <circle cx="${c}" cy="${c}" r="${c - 10}" fill="none" stroke="#fff" stroke-width="2" opacity="0.7"/>
    <g transform="translate(0 -${size * 0.06})">${symbols[symbol]}</g>
    <text x="${c}" y="${size * 0.78}" text-anchor="middle" font-family="${FONT}" font-size="${Math.round(size * 0.13)}" font-weight="bold" fill="#fff">${esc(label)}</text>`;
  return svgDoc(size, size, body);
}

/** A portrait placeholder: initials on a coloured disc (testimonial avatars). */
export function avatar({ size, initials, hue }: { size: number; initials: string; hue: number }): string {
  const c = size / 2;
  return svgDoc(
    size,
    size,
    `<circle cx="${c}" cy="${c}" r="${c}" fill="hsl(${hue} 40% 38%)"/><circle cx="${c}" cy="${c * 0.8}" r="${c * 0.36}" fill="hsl(${hue} 35% 55%)"/><path d="M${c * 0.35} ${size} a ${c * 0.65} ${c * 0.6} 0 0 1 ${c * 1.3} 0z" fill="hsl(${hue} 35% 55%)"/><text x="${c}" y="${c * 0.92}" text-anchor="middle" font-family="${FONT}" font-size="${Math.round(size * 0.22)}" font-weight="bold" fill="#fff">${esc(initials)}</text>`,
  );
}
