import { esc, FONT, rng, svgDoc } from '@ecopanel/build-tools/images';

/**
 * A street-map poster for the map facade: the coast, a grid of streets, a park, the harbour, and a
 * pin with the address, so the page shows where the office is before any map service is contacted.
 */
export function mapPoster({
  width: w,
  height: h,
  label,
  seed,
}: {
  width: number;
  height: number;
  label: string;
  seed: number;
}): string {
  const r = rng(seed);
  const streets: string[] = [];
  for (let i = 1; i < 9; i++) {
    const x = w * 0.22 + (w * 0.78 * i) / 9 + (r() - 0.5) * 20;
    streets.push(
      `<path d="M${x} 0 L${x + (r() - 0.5) * 60} ${h}" stroke="#fff" stroke-width="${i % 3 === 0 ? 14 : 7}"/>`,
    );
  }
  for (let i = 1; i < 6; i++) {
    const y = (h * i) / 6 + (r() - 0.5) * 20;
    streets.push(
      `<path d="M${w * 0.18} ${y} L${w} ${y + (r() - 0.5) * 50}" stroke="#fff" stroke-width="${i === 3 ? 14 : 7}"/>`,
    );
  }
  // Up and left of centre: the facade draws its own map button in the middle.
  const px = w * 0.3;
  const py = h * 0.36;
  const body = `
    <rect width="${w}" height="${h}" fill="#ece8df"/>
    <path d="M0 0 H${w * 0.22} C${w * 0.18} ${h * 0.3} ${w * 0.26} ${h * 0.6} ${w * 0.2} ${h} H0 Z" fill="#a9d3e6"/>
    <rect x="${w * 0.7}" y="${h * 0.62}" width="${w * 0.16}" height="${h * 0.22}" rx="10" fill="#c5e3bf"/>
    <rect x="${w * 0.3}" y="${h * 0.12}" width="${w * 0.12}" height="${h * 0.18}" rx="8" fill="#c5e3bf"/>
    ${streets.join('')}
    <path d="M${w * 0.2} ${h * 0.08} C${w * 0.5} ${h * 0.2} ${w * 0.6} ${h * 0.7} ${w} ${h * 0.9}" stroke="#f6d58e" stroke-width="16" fill="none"/>
    <ellipse cx="${px}" cy="${py + h * 0.02}" rx="${w * 0.02}" ry="${h * 0.012}" fill="#000" opacity="0.25"/>
    <path d="M${px} ${py} c-${w * 0.035} -${h * 0.08} -${w * 0.045} -${h * 0.1} -${w * 0.045} -${h * 0.14} a${w * 0.045} ${w * 0.045} 0 0 1 ${w * 0.09} 0 c0 ${h * 0.04} -${w * 0.01} ${h * 0.06} -${w * 0.045} ${h * 0.14} z" fill="#c4302b"/>
    <circle cx="${px}" cy="${py - h * 0.14}" r="${w * 0.016}" fill="#fff"/>
    <rect x="${px + w * 0.04}" y="${py - h * 0.2}" width="${w * 0.47}" height="${h * 0.1}" rx="8" fill="#fff" stroke="#d5ded8"/>
    <text x="${px + w * 0.06}" y="${py - h * 0.137}" font-family="${FONT}" font-size="${Math.round(h * 0.038)}" font-weight="bold" fill="#16201b">${esc(label)}</text>`;
  return svgDoc(w, h, body);
}
