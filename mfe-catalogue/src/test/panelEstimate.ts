// The rooms and panels panelEstimate.*.test.ts work out by hand, and the check of a worked plan.
import { METRES_PER_FOOT } from '../features/calculator/data/calculator';
import { estimatePanels, type PanelEstimate } from '../features/calculator/lib/panelEstimate';

export const ft = (feet: number) => feet * METRES_PER_FOOT;
export const MAPLE = { panelLengthMm: 2440, panelWidthMm: 200 };
export const WHITE_SAND = { panelLengthMm: 3000, panelWidthMm: 200 };

/** [how many panels in a row are cut alike, pieces from each, mm left over on each]. */
type CutGroup = [count: number, pieces: number, leftoverMm: number];
const cutGroups = (e: PanelEstimate): CutGroup[] => {
  const groups: CutGroup[] = [];
  for (const { piecesMm, leftoverMm } of e.cutPanels) {
    const last = groups.at(-1);
    if (last && last[1] === piecesMm.length && last[2] === leftoverMm) last[0]++;
    else groups.push([1, piecesMm.length, leftoverMm]);
  }
  return groups;
};

type Plan = Pick<
  PanelEstimate,
  'rows' | 'wholePanelsPerRow' | 'pieceMm' | 'panelsBeforeWastage' | 'minimumPanels' | 'panels'
> & {
  cut: CutGroup[];
};

// Worked by hand with a 2 mm saw cut and offcuts kept from 100 mm: rows = ceil(width / 200 mm);
// each row = floor(length / panel) whole panels + the rest as one piece; a panel gives
// k pieces of p while k x p + (k - 1) x 2 <= its length; before wastage = whole panels + panels
// cut for pieces; minimum = ceil(area / panel area); panels = ceil(before x (1 + wastage)).

/** [name, length m, width m, panel, wastage %, the plan worked by hand]. */
export type PlanCase = [string, number, number, typeof MAPLE, number, Plan];

/** Estimates the case's room and holds it to the plan worked by hand. */
export const expectPlan = (...[_, lengthM, widthM, panel, wastagePercent, { cut, ...expected }]: PlanCase) => {
  const estimate = estimatePanels({ lengthM, widthM, ...panel, wastagePercent });
  expect(estimate).toMatchObject(expected);
  expect(cutGroups(estimate)).toEqual(cut);
  expect(estimate.wholePanels).toBe(expected.rows * expected.wholePanelsPerRow);
  expect(estimate.wastagePercent).toBe(wastagePercent);
};
