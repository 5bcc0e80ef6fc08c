import { esc, FONT, shade, svgDoc } from '@ecopanel/build-tools/images';

/**
 * The awards picture: a trophy on a plinth between two framed award certificates, under a laurel,
 * on a warm panelled wall (the product behind its own prizes).
 */
export function awardsScene({ width: w, height: h, wall }: { width: number; height: number; wall: string }): string {
  const frame = (x: number, title: [string, string], ink: string) => `
    <rect x="${x}" y="${h * 0.16}" width="${w * 0.24}" height="${h * 0.42}" fill="#f5efe0" stroke="#6b4b2a" stroke-width="${w * 0.012}"/>
    <rect x="${x + w * 0.02}" y="${h * 0.19}" width="${w * 0.2}" height="${h * 0.36}" fill="none" stroke="${ink}" stroke-width="2"/>
    ${title.map((line, i) => `<text x="${x + w * 0.12}" y="${h * (0.25 + i * 0.045)}" text-anchor="middle" font-family="${FONT}" font-size="${Math.round(h * 0.032)}" font-weight="bold" fill="${ink}">${esc(line)}</text>`).join('')}
    ${[0.35, 0.39, 0.43].map((t) => `<line x1="${x + w * 0.05}" y1="${h * t}" x2="${x + w * 0.19}" y2="${h * t}" stroke="#9a9080" stroke-width="2"/>`).join('')}
    <circle cx="${x + w * 0.12}" cy="${h * 0.48}" r="${h * 0.04}" fill="${ink}"/>`;
  const strips = Array.from(
    { length: 9 },
    (_, i) => `<rect x="0" y="${(h / 9) * i}" width="${w}" height="2" fill="${shade(wall, -0.3)}" opacity="0.6"/>`,
  ).join('');
  const cx = w / 2;
  const body = `
    <rect width="${w}" height="${h}" fill="${wall}"/>
    ${strips}
    <rect x="0" y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="${shade(wall, -0.45)}"/>
    ${frame(w * 0.05, ['GREEN', 'LABEL'], '#1d6b3a')}
    ${frame(w * 0.71, ['BEST', 'INNOVATION'], '#7a5a12')}
    <rect x="${cx - w * 0.12}" y="${h * 0.68}" width="${w * 0.24}" height="${h * 0.14}" fill="#2b2b2b"/>
    <rect x="${cx - w * 0.09}" y="${h * 0.72}" width="${w * 0.18}" height="${h * 0.05}" fill="#c9a544"/>
    <path d="M${cx - w * 0.04} ${h * 0.68} h${w * 0.08} l-${w * 0.015} -${h * 0.08} h-${w * 0.05} z" fill="#d4a72c"/>
    <rect x="${cx - w * 0.012}" y="${h * 0.5}" width="${w * 0.024}" height="${h * 0.1}" fill="#d4a72c"/>
    <path d="M${cx - w * 0.09} ${h * 0.2} h${w * 0.18} c0 ${h * 0.22} -${w * 0.05} ${h * 0.3} -${w * 0.09} ${h * 0.3} s-${w * 0.09} -${h * 0.08} -${w * 0.09} -${h * 0.3} z" fill="#e0b93a"/>
    <path d="M${cx - w * 0.09} ${h * 0.24} c-${w * 0.06} 0 -${w * 0.06} ${h * 0.12} ${w * 0.01} ${h * 0.14} M${cx + w * 0.09} ${h * 0.24} c${w * 0.06} 0 ${w * 0.06} ${h * 0.12} -${w * 0.01} ${h * 0.14}" stroke="#e0b93a" stroke-width="${w * 0.012}" fill="none"/>
    <path d="M${cx - w * 0.05} ${h * 0.24} c0 ${h * 0.12} ${w * 0.02} ${h * 0.2} ${w * 0.05} ${h * 0.22}" stroke="#fff3c4" stroke-width="${w * 0.008}" fill="none" opacity="0.7"/>
    ${Array.from({ length: 6 }, (_, i) => {
      const a = Math.PI * (0.08 + i * 0.075);
      const r = w * 0.19;
      const lx = cx - Math.cos(a) * r;
      const rx = cx + Math.cos(a) * r;
      const y = h * 0.62 - Math.sin(a) * r;
      return `<ellipse cx="${lx}" cy="${y}" rx="${w * 0.018}" ry="${h * 0.012}" fill="#3f7d4f" transform="rotate(${-70 + i * 14} ${lx} ${y})"/><ellipse cx="${rx}" cy="${y}" rx="${w * 0.018}" ry="${h * 0.012}" fill="#3f7d4f" transform="rotate(${70 - i * 14} ${rx} ${y})"/>`;
    }).join('')}`;
  return svgDoc(w, h, body);
}
