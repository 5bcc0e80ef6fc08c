import type { Accessory, SpecificationRow } from './types';

/** SPEC section 3, "Shared specification table": every product page shows it. */
export const SPECIFICATION_TABLE: { panel: string; rows: readonly SpecificationRow[] } = {
  panel: '20cm / 8 inch',
  rows: [
    { label: 'Size', value: '20cm x 240cm' },
    { label: 'Thickness', value: '7.5mm' },
    { label: 'Weight', value: '300g per sqft' },
    { label: 'Material', value: 'PVC and calcium carbonate' },
  ],
};

/** SPEC section 3, "Accessories": the trims and fixings sold with every sheet. */
export const ACCESSORIES: readonly Accessory[] = [
  { name: 'Crossing Corner', use: 'Joins panel runs where they cross, for a clean four-way junction.' },
  { name: 'Hanging Clip', use: 'Fixes each strip to the ceiling frame with no screw heads on show.' },
  { name: 'H-Corner', use: 'Joins two sheet ends in a straight line when a run is longer than one sheet.' },
  { name: 'Top-Corner', use: 'Finishes the edge where the ceiling meets the top of a wall.' },
  { name: 'U-Corner', use: 'Caps cut edges around openings, light fittings and borders.' },
  { name: 'W-Corner', use: 'Covers the inside angle between two panelled surfaces.' },
];

/** The design/profile block of every product page. */
export const PROFILE_POINTS: readonly string[] = [
  'Tongue-and-groove edges lock each 200 mm strip to the next, so joints stay tight and straight.',
  'A hollow-cell core keeps the sheet rigid at 7.5 mm while weighing only 300 g per sqft.',
  'Made of PVC and calcium carbonate: it does not rot, swell or feed termites.',
  'Rated for continuous temperatures up to 60 °C; not intended for saunas or steam rooms.',
];
