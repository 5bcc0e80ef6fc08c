import { FONT, svgDoc } from '../svg';
import { PANEL } from '@ecopanel/shared-ui/data';

/**
 * The panel's groove/profile drawing: the 200 mm x 7.5 mm cross-section with its tongue, groove and
 * the hollow cells, dimensioned like a technical drawing. Shared by every product as its second image.
 */
export function grooveProfile({
  width,
  height,
  color = '#d9c3a0',
}: {
  width: number;
  height: number;
  color?: string;
}): string {
  const x0 = width * 0.08;
  const x1 = width * 0.86;
  const y0 = height * 0.38;
  const t = height * 0.16;
  const cells = Array.from({ length: 16 }, (_, i) => {
    const cw = (x1 - x0) / 16;
    return `<rect x="${x0 + i * cw + 3}" y="${y0 + 5}" width="${cw - 6}" height="${t - 10}" fill="#f6f1e7" stroke="#9a8a70" stroke-width="1.5"/>`;
  }).join('');
  const body = `
    <rect width="${width}" height="${height}" fill="#f7f8f6"/>
    <path d="M${width} 0 H0 V${height}" fill="none"/>
    <rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${t}" fill="${color}" stroke="#6b5b45" stroke-width="3"/>
    ${cells}
    <path d="M${x1} ${y0 + t * 0.3} h${width * 0.05} v${t * 0.4} h-${width * 0.05}" fill="${color}" stroke="#6b5b45" stroke-width="3"/>
    <path d="M${x0} ${y0 + t * 0.25} h${width * 0.03} v${t * 0.5} h-${width * 0.03}" fill="#f7f8f6" stroke="#6b5b45" stroke-width="3"/>
    <line x1="${x0}" y1="${y0 - height * 0.12}" x2="${x1}" y2="${y0 - height * 0.12}" stroke="#1f5a3f" stroke-width="2" marker-start="url(#a)" marker-end="url(#a)"/>
    <line x1="${x0}" y1="${y0 - height * 0.16}" x2="${x0}" y2="${y0}" stroke="#1f5a3f" stroke-dasharray="4 3"/>
    <line x1="${x1}" y1="${y0 - height * 0.16}" x2="${x1}" y2="${y0}" stroke="#1f5a3f" stroke-dasharray="4 3"/>
    <text x="${(x0 + x1) / 2}" y="${y0 - height * 0.15}" text-anchor="middle" font-family="${FONT}" font-size="${Math.round(height * 0.06)}" fill="#1f5a3f">${PANEL.widthMm} mm</text>
    <line x1="${x1 + width * 0.09}" y1="${y0}" x2="${x1 + width * 0.09}" y2="${y0 + t}" stroke="#1f5a3f" stroke-width="2"/>
    <text x="${x1 + width * 0.1}" y="${y0 + t * 0.65}" font-family="${FONT}" font-size="${Math.round(height * 0.05)}" fill="#1f5a3f">${PANEL.thicknessMm}</text>
    <text x="${x0}" y="${height * 0.85}" font-family="${FONT}" font-size="${Math.round(height * 0.055)}" fill="#333">Tongue-and-groove profile, hollow-cell core (PVC + calcium carbonate)</text>`;
  return svgDoc(
    width,
    height,
    body,
    '<marker id="a" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#1f5a3f"/></marker>',
  );
}
