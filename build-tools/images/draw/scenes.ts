import { esc, FONT, rng, shade, svgDoc, tintMatrix } from '../svg';

export interface RoomOptions {
  width: number;
  height: number;
  seed: number;
  /** Colour of the panelled ceiling. */
  ceiling: string;
  wall?: string;
  floor?: string;
  /** What furnishes the room. */
  kind?: 'living' | 'office' | 'shop' | 'hall' | 'clinic' | 'factory';
}

/**
 * A room in one-point perspective whose ceiling is clad in panels (the strips converge to the
 * vanishing point), lit by ceiling lights; furnished by `kind`. Used for heroes, the gallery and
 * project photos, so every "photo" shows the product installed.
 */
export function roomScene({
  width: w,
  height: h,
  seed,
  ceiling,
  wall = '#efe9df',
  floor = '#b89b7a',
  kind = 'living',
}: RoomOptions): string {
  const r = rng(seed);
  const vx = w * (0.42 + r() * 0.16);
  const vy = h * 0.52;
  // Back wall rectangle.
  const bw = w * 0.46;
  const bh = h * 0.36;
  const bx = vx - bw / 2;
  const by = vy - bh * 0.55;
  const strips: string[] = [];
  const n = 14;
  for (let i = 0; i <= n; i++) {
    const x0 = (w / n) * i;
    const x1 = bx + (bw / n) * i;
    strips.push(
      `<line x1="${x0}" y1="0" x2="${x1}" y2="${by}" stroke="${shade(ceiling, -0.35)}" stroke-width="${i % 2 ? 1.5 : 2.5}" opacity="0.7"/>`,
    );
  }
  const lights: string[] = [];
  for (let i = 0; i < 3; i++) {
    const t = 0.25 + i * 0.25;
    const ly = by * t * 0.9;
    const lx = vx + (r() - 0.5) * w * 0.05;
    lights.push(
      `<ellipse cx="${lx}" cy="${ly}" rx="${w * 0.05 * (1.2 - t)}" ry="${h * 0.012 * (1.2 - t)}" fill="#fffbe6"/>`,
      `<ellipse cx="${lx}" cy="${ly + h * 0.02}" rx="${w * 0.18 * (1.2 - t)}" ry="${h * 0.08}" fill="url(#glow)"/>`,
    );
  }
  const furniture = furnish(kind, { w, h, bx, by, bw, bh, r });
  const defs = `
    <filter id="woodgrain" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.004 0.05" numOctaves="3" seed="${seed}"/>
      <feColorMatrix type="matrix" values="${tintMatrix(shade(ceiling, -0.5), 1.3, -0.5)}"/>
    </filter>
    <radialGradient id="glow"><stop offset="0" stop-color="#fff6c8" stop-opacity="0.55"/><stop offset="1" stop-color="#fff6c8" stop-opacity="0"/></radialGradient>
    <linearGradient id="floorShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>
    <linearGradient id="window" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfe3f5"/><stop offset="1" stop-color="#e8f6fb"/></linearGradient>`;
  const body = `
    <polygon points="0,0 ${w},0 ${bx + bw},${by} ${bx},${by}" fill="${ceiling}"/>
    <polygon points="0,0 ${w},0 ${bx + bw},${by} ${bx},${by}" filter="url(#woodgrain)"/>
    ${strips.join('')}
    <polygon points="0,0 ${bx},${by} ${bx},${by + bh} 0,${h}" fill="${shade(wall, -0.08)}"/>
    <polygon points="${w},0 ${bx + bw},${by} ${bx + bw},${by + bh} ${w},${h}" fill="${shade(wall, -0.15)}"/>
    <rect x="${bx}" y="${by}" width="${bw}" height="${bh}" fill="${wall}"/>
    <rect x="${bx + bw * 0.58}" y="${by + bh * 0.15}" width="${bw * 0.3}" height="${bh * 0.5}" fill="url(#window)" stroke="${shade(wall, -0.3)}" stroke-width="3"/>
    <polygon points="${bx},${by + bh} ${bx + bw},${by + bh} ${w},${h} 0,${h}" fill="${floor}"/>
    <polygon points="${bx},${by + bh} ${bx + bw},${by + bh} ${w},${h} 0,${h}" fill="url(#floorShade)"/>
    ${lights.join('')}
    ${furniture}`;
  return svgDoc(w, h, body, defs);
}

function furnish(
  kind: RoomOptions['kind'],
  g: { w: number; h: number; bx: number; by: number; bw: number; bh: number; r: () => number },
): string {
  const { w, h, bx, by, bw, bh, r } = g;
  const baseY = by + bh;
  const hue = Math.floor(r() * 360);
  const accent = `hsl(${hue} 45% 45%)`;
  switch (kind) {
    case 'office':
      return [0, 1, 2]
        .map((i) => {
          const x = bx - w * 0.12 + i * w * 0.22;
          const y = baseY + h * 0.12 + i * 4;
          return `<rect x="${x}" y="${y}" width="${w * 0.16}" height="${h * 0.025}" fill="#6b5a48"/><rect x="${x + 6}" y="${y + h * 0.025}" width="5" height="${h * 0.1}" fill="#4a3f34"/><rect x="${x + w * 0.16 - 11}" y="${y + h * 0.025}" width="5" height="${h * 0.1}" fill="#4a3f34"/><rect x="${x + w * 0.05}" y="${y - h * 0.06}" width="${w * 0.05}" height="${h * 0.055}" fill="#2b3440"/>`;
        })
        .join('');
    case 'shop':
      return [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${bx + i * bw * 0.25 + 6}" y="${by + bh * 0.45}" width="${bw * 0.2}" height="${bh * 0.55}" fill="${shade('#8a6d4e', i * 0.05)}"/><rect x="${bx + i * bw * 0.25 + 10}" y="${by + bh * 0.5}" width="${bw * 0.16}" height="${bh * 0.1}" fill="${accent}"/>`,
        )
        .join('');
    case 'hall':
      return Array.from(
        { length: 5 },
        (_, i) =>
          `<rect x="${w * 0.12 + i * w * 0.16}" y="${baseY + h * 0.1}" width="${w * 0.1}" height="${h * 0.06}" rx="6" fill="${accent}" opacity="0.85"/>`,
      ).join('');
    case 'clinic':
      return `<rect x="${bx + bw * 0.05}" y="${baseY - bh * 0.3}" width="${bw * 0.4}" height="${bh * 0.3}" fill="#dfe8ea"/><rect x="${w * 0.1}" y="${baseY + h * 0.12}" width="${w * 0.3}" height="${h * 0.08}" rx="8" fill="#5a8f94"/>`;
    case 'factory':
      return Array.from(
        { length: 3 },
        (_, i) =>
          `<rect x="${w * 0.08 + i * w * 0.3}" y="${baseY + h * 0.04}" width="${w * 0.22}" height="${h * 0.16}" fill="#6d7a82"/><rect x="${w * 0.1 + i * w * 0.3}" y="${baseY + h * 0.06}" width="${w * 0.05}" height="${h * 0.05}" fill="#f2c14e"/>`,
      ).join('');
    default:
      return `<rect x="${w * 0.18}" y="${baseY + h * 0.06}" width="${w * 0.36}" height="${h * 0.12}" rx="14" fill="${accent}"/><rect x="${w * 0.18}" y="${baseY + h * 0.02}" width="${w * 0.36}" height="${h * 0.06}" rx="12" fill="${shade('#888888', 0.2)}" opacity="0.0"/><rect x="${w * 0.6}" y="${baseY + h * 0.14}" width="${w * 0.16}" height="${h * 0.05}" rx="4" fill="#7a5c3e"/><circle cx="${w * 0.85}" cy="${baseY + h * 0.02}" r="${h * 0.06}" fill="#3f7d4f"/><rect x="${w * 0.84}" y="${baseY + h * 0.06}" width="${w * 0.02}" height="${h * 0.1}" fill="#6b4f36"/>`;
  }
}

/** A poster for a video facade: a room with a title band (the play button is drawn by the page). */
export function videoPoster({
  width,
  height,
  seed,
  title,
  ceiling = '#c0843f',
}: {
  width: number;
  height: number;
  seed: number;
  title: string;
  ceiling?: string;
}): string {
  const room = roomScene({ width, height, seed, ceiling, kind: 'living' });
  const band = `<rect x="0" y="${height * 0.78}" width="${width}" height="${height * 0.22}" fill="#12372a" opacity="0.82"/><text x="${width * 0.05}" y="${height * 0.91}" font-family="${FONT}" font-size="${Math.round(height * 0.07)}" font-weight="bold" fill="#fff">${esc(title)}</text>`;
  return room.replace('</svg>', `${band}</svg>`);
}
