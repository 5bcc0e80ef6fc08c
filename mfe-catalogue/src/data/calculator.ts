/** How the visitor measured the room. */
export type LengthUnit = 'm' | 'ft';

export const LENGTH_UNITS: readonly { value: LengthUnit; label: string; example: string }[] = [
  { value: 'm', label: 'Metres', example: '4.5' },
  { value: 'ft', label: 'Feet', example: '14.5' },
];

/** Exact by definition (international foot). */
export const METRES_PER_FOOT = 0.3048;
export const SQFT_PER_M2 = 10.7639;

/** SPEC section 9: every sheet weighs 300 g per sqft. */
export const PANEL_GRAMS_PER_SQFT = 300;

/**
 * Beyond this a "room" is a hall or a typing slip; either way a builder should talk to us rather
 * than trust a calculator, so nothing is computed.
 */
export const MAX_ROOM_SIDE_M = 100;

export const DEFAULT_WASTAGE_PERCENT = 10;
/** More than this is almost certainly a mistake (it would double the order). */
export const MAX_WASTAGE_PERCENT = 50;

/**
 * One hanging clip per this many sqft of ceiling. A clip goes wherever a 200 mm strip crosses a
 * frame batten; with battens at about 600 mm (2 ft) centres that is one per 1.3 sqft, so one per
 * sqft leaves a few spare for the ones dropped from a ladder.
 */
export const SQFT_PER_CLIP = 1;

/** The accessory that finishes the ceiling's edge along the walls (see specifications.ts). */
export const EDGE_TRIM_NAME = 'Top-Corner';

const CLIP_AREA = SQFT_PER_CLIP === 1 ? 'sqft' : `${SQFT_PER_CLIP} sqft`;

/** What the estimate takes for granted, stated on the page so a builder can disagree with it. */
export const CALCULATOR_ASSUMPTIONS: readonly string[] = [
  'Panels run along the room’s length; rows of 200 mm wide panels are laid side by side across its width, and the last row is cut down to fit.',
  'A row shorter than one panel takes one panel cut to length; a longer row takes as many whole panels as it needs, joined end to end, and the rest of the last one is an offcut.',
  'Offcuts are not counted on to fill other rows, so the figure errs on the side of enough; the wastage allowance covers breakage and cutting mistakes.',
  `Panel weight uses ${PANEL_GRAMS_PER_SQFT} g per sqft of panel delivered (wastage included).`,
  `${EDGE_TRIM_NAME} edge trim runs round the whole perimeter and comes in the panel’s own length; no wastage is added to it.`,
  `Hanging clips: one per ${CLIP_AREA} of ceiling, rounded up. That is a clip wherever a strip crosses a frame batten at about 600 mm (2 ft) centres, with a few to spare.`,
  'The frame (battens or channels), screws and other corner pieces are not included: your installer will size them on site.',
];
