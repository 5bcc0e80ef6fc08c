import { shade, svgDoc, tintMatrix } from '../svg';

export interface WoodOptions {
  width: number;
  height: number;
  /** The panel's colour. */
  color: string;
  seed: number;
  /** Number of 200 mm strips across the picture, separated by V-grooves (0 for none). */
  strips?: number;
  /** 0..1: how strong the grain is (smooth finishes like White sand want less). */
  grain?: number;
}

/**
 * A UPVC ceiling sheet with a printed wood grain: stretched fractal noise tinted darker than the base
 * colour, a second finer layer for pores, and the V-grooves between strips with light on one lip.
 */
export function woodPanel({ width, height, color, seed, strips = 3, grain = 1 }: WoodOptions): string {
  const dark = shade(color, -0.45);
  const defs = `
    <filter id="grain" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.0025 0.06" numOctaves="4" seed="${seed}"/>
      <feColorMatrix type="matrix" values="${tintMatrix(dark, 2.4 * grain, -0.85)}"/>
    </filter>
    <filter id="pores" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.02 0.5" numOctaves="2" seed="${seed + 7}"/>
      <feColorMatrix type="matrix" values="${tintMatrix(dark, 0.9 * grain, -0.35)}"/>
    </filter>
    <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity="0.18"/>
      <stop offset="0.5" stop-color="#fff" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.12"/>
    </linearGradient>`;
  const grooves: string[] = [];
  for (let i = 1; i < strips; i++) {
    const y = Math.round((height / strips) * i);
    grooves.push(
      `<rect x="0" y="${y - 3}" width="${width}" height="3" fill="${shade(color, -0.55)}" opacity="0.75"/>`,
      `<rect x="0" y="${y}" width="${width}" height="2" fill="#fff" opacity="0.35"/>`,
    );
  }
  return svgDoc(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="${color}"/>
     <rect width="${width}" height="${height}" filter="url(#grain)"/>
     <rect width="${width}" height="${height}" filter="url(#pores)"/>
     ${grooves.join('')}
     <rect width="${width}" height="${height}" fill="url(#sheen)"/>`,
    defs,
  );
}
