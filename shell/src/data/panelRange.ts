/**
 * The panel range as the shell's marketing pages and the brochure present it. The catalogue remote
 * owns the product pages; this is the company's own summary, so the shell does not import it.
 */
export interface PanelFinish {
  name: string;
  /** Base colour of the printed wood grain (what the generated panel pictures are drawn in). */
  color: string;
  /** 0..1: how strong the grain is; White sand is a smooth finish. */
  grain: number;
  lengthMm: 2440 | 3000;
  /** Seed of the generated wood grain, so each finish always looks the same. */
  seed: number;
}

export const PANEL_RANGE: readonly PanelFinish[] = [
  { name: 'Maple', color: '#d9b382', grain: 0.8, lengthMm: 2440, seed: 11 },
  { name: 'Kithul', color: '#8a5a3b', grain: 1, lengthMm: 2440, seed: 12 },
  { name: 'Golden Teak', color: '#c08a3e', grain: 1, lengthMm: 2440, seed: 13 },
  { name: 'Burma Teak', color: '#9b6a3c', grain: 1, lengthMm: 2440, seed: 14 },
  { name: 'Jack Wood', color: '#b8742c', grain: 0.9, lengthMm: 2440, seed: 15 },
  { name: 'Rich Brown', color: '#6b3f26', grain: 1, lengthMm: 2440, seed: 16 },
  { name: 'Silver Oak', color: '#b9aa94', grain: 0.7, lengthMm: 2440, seed: 17 },
  { name: 'Teak', color: '#a8743f', grain: 1, lengthMm: 2440, seed: 18 },
  { name: 'Titan Wood', color: '#5e4a3a', grain: 0.9, lengthMm: 2440, seed: 19 },
  { name: 'Smoke Wood', color: '#8c7f74', grain: 0.8, lengthMm: 2440, seed: 20 },
  { name: 'Walnut', color: '#5a3a24', grain: 1, lengthMm: 2440, seed: 21 },
  { name: 'White sand', color: '#ece3d3', grain: 0.35, lengthMm: 3000, seed: 22 },
];

export const finish = (name: string): PanelFinish => {
  const found = PANEL_RANGE.find((p) => p.name === name);
  if (!found) throw new Error(`no panel finish named ${name}`);
  return found;
};

/** The figures every panel shares (SPEC section 9). */
export const PANEL_SPECS = {
  thicknessMm: 7.5,
  widthMm: 200,
  lengthsMm: [2440, 3000],
  weightGramsPerSqft: 300,
  material: 'PVC and calcium carbonate',
  maxContinuousTempC: 60,
  certification: 'ISO 9001:2015',
} as const;
