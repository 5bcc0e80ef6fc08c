/**
 * The one table of the twelve finishes (SPEC section 3): every app, drawing and PDF reads a
 * finish's name, colour, grain and size from here, so a page, a product picture and the brochure
 * cannot describe the same finish two ways. No React here: the build's drawings and PDFs import
 * this file directly.
 */

import { PANEL } from './panel';

export type FinishId =
  | 'maple'
  | 'kithul'
  | 'golden-teak'
  | 'burma-teak'
  | 'jack-wood'
  | 'rich-brown'
  | 'silver-oak'
  | 'teak'
  | 'titan-wood'
  | 'smoke-wood'
  | 'walnut'
  | 'white-sand';

export interface Finish {
  /** Product order in the catalogue (its route id). */
  productId: number;
  id: FinishId;
  /** As the catalogue titles it: the product is "{name} Ceiling Sheet". */
  name: string;
  /** Base colour of the printed decor, what every drawing of the finish is painted in. */
  colour: string;
  /** The colour in words, for copy and alternative text. */
  colourName: string;
  /** The colour and grain in words, as a picture's alternative text describes it. */
  look: string;
  /** 0..1: how strong the printed grain is (White sand is nearly smooth). */
  grain: number;
  /** Seed of the drawn grain, so every picture of the finish shows the same figure. */
  seed: number;
  lengthMm: typeof PANEL.standardLengthMm | typeof PANEL.longLengthMm;
  widthMm: typeof PANEL.widthMm;
  thicknessMm: typeof PANEL.thicknessMm;
  weightGramsPerSqft: typeof PANEL.gramsPerSqft;
}

type Row = Omit<Finish, 'lengthMm' | 'widthMm' | 'thicknessMm' | 'weightGramsPerSqft'> & {
  lengthMm?: Finish['lengthMm'];
};

const finish = ({ lengthMm = PANEL.standardLengthMm, ...row }: Row): Finish => ({
  ...row,
  lengthMm,
  widthMm: PANEL.widthMm,
  thicknessMm: PANEL.thicknessMm,
  weightGramsPerSqft: PANEL.gramsPerSqft,
});

/** SPEC section 3: the twelve finishes in catalogue order; the descriptions follow the spec's words. */
export const FINISHES: readonly Finish[] = [
  finish({
    productId: 1,
    id: 'maple',
    name: 'Maple',
    colour: '#e6d2ac',
    colourName: 'light cream',
    look: 'a light cream maple grain in 200 mm strips',
    grain: 0.7,
    seed: 11,
  }),
  finish({
    productId: 2,
    id: 'kithul',
    name: 'Kithul',
    colour: '#9c4a2e',
    colourName: 'warm reddish brown',
    look: 'a warm reddish-brown wood grain',
    grain: 1,
    seed: 23,
  }),
  finish({
    productId: 3,
    id: 'golden-teak',
    name: 'Golden Teak',
    colour: '#c68d3c',
    colourName: 'golden',
    look: 'a golden teak wood effect',
    grain: 1,
    seed: 37,
  }),
  finish({
    productId: 4,
    id: 'burma-teak',
    name: 'Burma Teak',
    colour: '#8d877c',
    colourName: 'subtle grey',
    look: 'a soft teak grain under a subtle grey texture',
    grain: 0.8,
    seed: 41,
  }),
  finish({
    productId: 5,
    id: 'jack-wood',
    name: 'Jack Wood',
    colour: '#e4c898',
    colourName: 'light tan',
    look: 'a light, airy jak wood tone',
    grain: 0.65,
    seed: 53,
  }),
  finish({
    productId: 6,
    id: 'rich-brown',
    name: 'Rich Brown',
    colour: '#5e3820',
    colourName: 'warm deep brown',
    look: 'a warm, dark Lance Wood grain',
    grain: 1,
    seed: 67,
  }),
  finish({
    productId: 7,
    id: 'silver-oak',
    name: 'Silver OAK',
    colour: '#b8b2a7',
    colourName: 'cool silver grey',
    look: 'a cool silver-grey oak grain',
    grain: 0.8,
    seed: 71,
  }),
  finish({
    productId: 8,
    id: 'teak',
    name: 'Teak',
    colour: '#a8672e',
    colourName: 'honey brown',
    look: 'a honey-brown teak grain',
    grain: 1,
    seed: 83,
  }),
  finish({
    productId: 9,
    id: 'titan-wood',
    name: 'Titan wood',
    colour: '#6a5848',
    colourName: 'dark grey-brown',
    look: 'a bold, dark grey-brown wood grain',
    grain: 1,
    seed: 97,
  }),
  finish({
    productId: 10,
    id: 'smoke-wood',
    name: 'Smoke wood',
    colour: '#7b746d',
    colourName: 'smoky weathered grey',
    look: 'a smoky, weathered grey wood tone',
    grain: 0.85,
    seed: 101,
  }),
  finish({
    productId: 11,
    id: 'walnut',
    name: 'Walnut',
    colour: '#5a3b28',
    colourName: 'deep chocolate brown',
    look: 'a deep walnut grain with chocolate tones',
    grain: 1,
    seed: 113,
  }),
  finish({
    productId: 12,
    id: 'white-sand',
    name: 'White sand',
    colour: '#efe9dc',
    colourName: 'near white',
    look: 'a near-white, softly textured finish',
    grain: 0.25,
    seed: 127,
    lengthMm: PANEL.longLengthMm,
  }),
];

/** The finish with this id. Throws for an unknown one: a typo in data is a build error, not a blank picture. */
export function finishById(id: FinishId): Finish {
  const found = FINISHES.find((f) => f.id === id);
  if (!found) throw new Error(`no finish with id ${id}`);
  return found;
}

/** The lengths sheets come in, shortest first. */
export const PANEL_LENGTHS_MM: readonly number[] = [...new Set(FINISHES.map((f) => f.lengthMm))].sort((a, b) => a - b);
