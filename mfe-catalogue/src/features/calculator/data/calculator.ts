import { accessory, INSTALLATION, PANEL } from '@ecopanel/shared-ui/data';

/** How the visitor measured the room. */
export type LengthUnit = 'm' | 'ft';

export const LENGTH_UNITS: readonly { value: LengthUnit; label: string; example: string }[] = [
  { value: 'm', label: 'Metres', example: '4.5' },
  { value: 'ft', label: 'Feet', example: '14.5' },
];

/** Exact by definition (international foot). */
export const METRES_PER_FOOT = 0.3048;
export const SQFT_PER_M2 = 10.7639;

/**
 * Beyond this a "room" is a hall or a typing slip; either way a builder should talk to us rather
 * than trust a calculator, so nothing is computed.
 */
export const MAX_ROOM_SIDE_M = 100;

export const DEFAULT_WASTAGE_PERCENT = 10;
/** More than this is almost certainly a mistake (it would double the order). */
export const MAX_WASTAGE_PERCENT = 50;

/**
 * Ceiling area per Hanging Clip if there is exactly one wherever a strip crosses a batten: a strip's
 * width by the clip spacing (200 mm x 600 mm = 1.29 sqft).
 */
export const SQFT_PER_CLIP_CROSSING = ((PANEL.widthMm * INSTALLATION.clipSpacingMm) / 1e6) * SQFT_PER_M2;

/**
 * One hanging clip per this many sqft of ceiling: a little less than SQFT_PER_CLIP_CROSSING, which
 * leaves a few spare for the ones dropped from a ladder.
 */
export const SQFT_PER_CLIP = 1;

/** The accessory that finishes the ceiling's edge along the walls. */
export const EDGE_TRIM_NAME = accessory('Top-Corner').name;

/**
 * Left between the panel ends and the wall, under the Top-Corner trim, so a panel can grow on a
 * hot day: the installation guide says to cut each run this much shorter than wall to wall. The
 * plan counts rows at the full wall-to-wall length, so this is slack it never relies on.
 */
export const EXPANSION_GAP_MM = INSTALLATION.expansionGapMm;

/**
 * Lost to the blade at every cut. The installation guide cuts with a fine-tooth saw (about 1-2 mm)
 * or scores and snaps with a knife (nothing); 2 mm is the saw at its widest. A power-saw blade
 * (3 mm) would not get 20 pieces of 120 mm out of a 2440 mm panel (2400 + 19 x 3 = 2457 mm).
 */
export const SAW_KERF_MM = 2;

/**
 * An offcut shorter than this is thrown away rather than kept for a later row: it is hard to hold
 * and cut safely, and too short to fix to a batten.
 */
export const MIN_USABLE_OFFCUT_MM = 100;

const CLIP_AREA = SQFT_PER_CLIP === 1 ? 'sqft' : `${SQFT_PER_CLIP} sqft`;

/** What the estimate takes for granted, stated on the page so a builder can disagree with it. */
export const CALCULATOR_ASSUMPTIONS: readonly string[] = [
  `Panels run along the room’s length; rows of ${PANEL.widthMm} mm wide panels are laid side by side across its width, and the last row is cut down to fit.`,
  'Each row takes as many whole panels as fit, joined end to end, and one piece cut to make up the rest of its length.',
  `The pieces are cut in row order, each from the first offcut still long enough for it (first fit); a new panel is cut only when no offcut is. Every cut loses ${SAW_KERF_MM} mm to a fine-tooth saw, and offcuts shorter than ${MIN_USABLE_OFFCUT_MM} mm are thrown away.`,
  `Rows are counted wall to wall; the ${EXPANSION_GAP_MM} mm expansion gap you leave under the trim is trimmed off each row, a little spare the plan does not rely on.`,
  'Fit the pieces at alternate ends of the rows, so that the joints are staggered.',
  'The order is never fewer panels than the ceiling’s area divided by one panel’s area. The wastage allowance covers breakage, damaged ends and cutting mistakes.',
  `Panel weight uses ${PANEL.gramsPerSqft} g per sqft of panel delivered (wastage included).`,
  `${EDGE_TRIM_NAME} edge trim runs round the whole perimeter and comes in the panel’s own length; no wastage is added to it.`,
  `Hanging clips: one per ${CLIP_AREA} of ceiling, rounded up. That is a clip wherever a strip crosses a frame batten at ${INSTALLATION.battenSpacingMaxMm} mm centres, with a few to spare.`,
  'The frame (battens or channels), screws and other corner pieces are not included: your installer will size them on site.',
];
