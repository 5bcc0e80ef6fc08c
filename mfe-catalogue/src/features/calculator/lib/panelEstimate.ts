import { MIN_USABLE_OFFCUT_MM, SAW_KERF_MM, SQFT_PER_CLIP, SQFT_PER_M2 } from '../data/calculator';
import { firstFit } from './cutPlan';
import { PANEL } from '@ecopanel/shared-ui/data';

export interface EstimateInput {
  /** The room's sides in metres, already validated (positive, at most 100 m). */
  lengthM: number;
  widthM: number;
  /** The chosen sheet, in millimetres (2440 or 3000 long, 200 wide). */
  panelLengthMm: number;
  panelWidthMm: number;
  /** Whole percent, 0-50. */
  wastagePercent: number;
}

/** Every figure the page shows, with the intermediate steps a builder needs to check them. */
export interface PanelEstimate {
  /** The room to the nearest 0.1 mm: what every count below is worked from. */
  lengthMm: number;
  widthMm: number;
  /** Ceiling area, to 2 decimals (the clip count is worked from the rounded sqft shown). */
  areaM2: number;
  areaSqft: number;
  /** Rows of panels side by side across the width. */
  rows: number;
  /** Whole panels laid end to end in each row. */
  wholePanelsPerRow: number;
  /** The piece each row needs after its whole panels (0 when they fill it exactly). */
  pieceMm: number;
  /** rows x wholePanelsPerRow. */
  wholePanels: number;
  /** The panels the rows' pieces are cut from, in order, each with its pieces and what is left (mm). */
  cutPanels: readonly CutPanelMm[];
  /** wholePanels + cutPanels.length: what the cutting plan uses, before wastage. */
  panelsBeforeWastage: number;
  /**
   * The ceiling's area over one panel's, rounded up: a check the plan always passes, since its
   * rows cover the whole ceiling and its pieces fit in the panels it counts.
   */
  minimumPanels: number;
  wastagePercent: number;
  /** What to order: panelsBeforeWastage plus the allowance, rounded up. */
  panels: number;
  /** One sheet's area in sqft, and the weight of all the panels ordered, to 0.1 kg. */
  panelAreaSqft: number;
  weightKg: number;
  perimeterM: number;
  /** Edge trim, in lengths as long as the panel. */
  trimLengths: number;
  clips: number;
}

export interface CutPanelMm {
  piecesMm: number[];
  leftoverMm: number;
}

// Counts are worked in whole tenths of a millimetre, so that a 4 m room really is 20 rows of 200 mm
// (4 / 0.2 is 20.000000000000004 in floating point, which would round up to 21).
const tenthsOfMm = (metres: number): number => Math.round(metres * 10_000);
/** Smallest whole number >= a / b, for whole a, b > 0: exact, since a / b is an integer or well clear of one. */
const ceilDiv = (a: number, b: number): number => Math.ceil(a / b);
const round = (value: number, decimals: number): number => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

/**
 * How many panels and accessories a ceiling takes: panels run along the length, in rows across the
 * width; each row takes as many whole panels as fit and one piece for the rest; the pieces are cut
 * first fit over the rows, so an offcut long enough for a later row's piece is used there; the
 * wastage allowance goes on top and the total is rounded up. See CALCULATOR_ASSUMPTIONS for the rest.
 */
export function estimatePanels({
  lengthM,
  widthM,
  panelLengthMm,
  panelWidthMm,
  wastagePercent,
}: EstimateInput): PanelEstimate {
  const length = tenthsOfMm(lengthM);
  const width = tenthsOfMm(widthM);
  const panelLength = panelLengthMm * 10;
  const panelWidth = panelWidthMm * 10;

  const rows = ceilDiv(width, panelWidth);
  const wholePanelsPerRow = Math.floor(length / panelLength);
  const piece = length - wholePanelsPerRow * panelLength;
  const wholePanels = rows * wholePanelsPerRow;
  const cutPanels =
    piece === 0
      ? []
      : firstFit(Array<number>(rows).fill(piece), {
          panelLength,
          kerf: SAW_KERF_MM * 10,
          minOffcut: MIN_USABLE_OFFCUT_MM * 10,
        });
  const panelsBeforeWastage = wholePanels + cutPanels.length;
  // Whole numbers throughout: 20 x 1.1 would be 22.000000000000004 and round up to 23.
  const panels = ceilDiv(panelsBeforeWastage * (100 + wastagePercent), 100);

  const areaM2 = (length * width) / 1e8;
  const areaSqftCents = Math.round(areaM2 * SQFT_PER_M2 * 100);
  const panelAreaSqft = ((panelLengthMm * panelWidthMm) / 1e6) * SQFT_PER_M2;

  return {
    lengthMm: length / 10,
    widthMm: width / 10,
    areaM2: round(areaM2, 2),
    areaSqft: areaSqftCents / 100,
    rows,
    wholePanelsPerRow,
    pieceMm: piece / 10,
    wholePanels,
    cutPanels: cutPanels.map((p) => ({ piecesMm: p.pieces.map((x) => x / 10), leftoverMm: p.leftover / 10 })),
    panelsBeforeWastage,
    minimumPanels: ceilDiv(length * width, panelLength * panelWidth),
    wastagePercent,
    panels,
    panelAreaSqft,
    weightKg: round((panels * panelAreaSqft * PANEL.gramsPerSqft) / 1000, 1),
    perimeterM: (2 * (length + width)) / 10_000,
    trimLengths: ceilDiv(2 * (length + width), panelLength),
    clips: ceilDiv(areaSqftCents, SQFT_PER_CLIP * 100),
  };
}
