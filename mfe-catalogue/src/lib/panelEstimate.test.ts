import { METRES_PER_FOOT } from '../data/calculator';
import { estimatePanels, type PanelEstimate } from './panelEstimate';

const ft = (feet: number) => feet * METRES_PER_FOOT;
const MAPLE = { panelLengthMm: 2440, panelWidthMm: 200 };
const WHITE_SAND = { panelLengthMm: 3000, panelWidthMm: 200 };

type Expected = Pick<
  PanelEstimate,
  'rows' | 'panelsPerRow' | 'offcutPerRowMm' | 'panelsBeforeWastage' | 'panels' | 'trimLengths' | 'clips' | 'areaM2' | 'areaSqft' | 'weightKg'
>;

// Worked by hand: rows = ceil(width / 200 mm); per row = ceil(length / panel length) (1 when the
// row is no longer than a panel); panels = ceil(rows x per row x (1 + wastage)); trim =
// ceil(perimeter / panel length); clips = ceil(sqft), one per sqft; weight = panels x panel sqft x 300 g.
it.each<[string, number, number, typeof MAPLE, number, Expected]>([
  // 15 rows of 2 (4000 / 2440 = 1.64), 880 mm offcut; 30 x 1.1 = 33; 14 m / 2.44 = 5.74 -> 6.
  ['metric 4 x 3 m, 2440 mm, 10%', 4, 3, MAPLE, 10,
    { rows: 15, panelsPerRow: 2, offcutPerRowMm: 880, panelsBeforeWastage: 30, panels: 33, trimLengths: 6, clips: 130, areaM2: 12, areaSqft: 129.17, weightKg: 52 }],
  // The same room in 3000 mm sheets: still 2 a row (2000 mm offcut), trim 14 / 3 = 4.67 -> 5.
  ['metric 4 x 3 m, 3000 mm (White sand), 10%', 4, 3, WHITE_SAND, 10,
    { rows: 15, panelsPerRow: 2, offcutPerRowMm: 2000, panelsBeforeWastage: 30, panels: 33, trimLengths: 5, clips: 130, areaM2: 12, areaSqft: 129.17, weightKg: 63.9 }],
  // A 4 m width is exactly 20 rows (not 21, as 4 / 0.2 in floating point would give).
  ['metric 3 x 4 m: exact 20 rows', 3, 4, MAPLE, 10,
    { rows: 20, panelsPerRow: 2, offcutPerRowMm: 1880, panelsBeforeWastage: 40, panels: 44, trimLengths: 6, clips: 130, areaM2: 12, areaSqft: 129.17, weightKg: 69.3 }],
  // Shorter than one panel: one per row, cut to length (40 mm offcut); 10 x 1.1 = 11.
  ['row shorter than a panel: 2.4 x 2 m', 2.4, 2, MAPLE, 10,
    { rows: 10, panelsPerRow: 1, offcutPerRowMm: 40, panelsBeforeWastage: 10, panels: 11, trimLengths: 4, clips: 52, areaM2: 4.8, areaSqft: 51.67, weightKg: 17.3 }],
  // Exactly one panel long: no offcut; 5 x 1.1 = 5.5 -> 6.
  ['row exactly one panel: 2.44 x 1 m', 2.44, 1, MAPLE, 10,
    { rows: 5, panelsPerRow: 1, offcutPerRowMm: 0, panelsBeforeWastage: 5, panels: 6, trimLengths: 3, clips: 27, areaM2: 2.44, areaSqft: 26.26, weightKg: 9.5 }],
  // Exactly two panels long: no offcut; 20 x 1.1 is 22, not 23.
  ['row exactly two panels: 4.88 x 2 m', 4.88, 2, MAPLE, 10,
    { rows: 10, panelsPerRow: 2, offcutPerRowMm: 0, panelsBeforeWastage: 20, panels: 22, trimLengths: 6, clips: 106, areaM2: 9.76, areaSqft: 105.06, weightKg: 34.7 }],
  // A little over: 3010 / 200 = 15.05 -> 16 rows; 32 x 1.1 = 35.2 -> 36.
  ['rounding up: 4.01 x 3.01 m', 4.01, 3.01, MAPLE, 10,
    { rows: 16, panelsPerRow: 2, offcutPerRowMm: 870, panelsBeforeWastage: 32, panels: 36, trimLengths: 6, clips: 130, areaM2: 12.07, areaSqft: 129.92, weightKg: 56.7 }],
  ['no wastage: 4 x 3 m, 0%', 4, 3, MAPLE, 0,
    { rows: 15, panelsPerRow: 2, offcutPerRowMm: 880, panelsBeforeWastage: 30, panels: 30, trimLengths: 6, clips: 130, areaM2: 12, areaSqft: 129.17, weightKg: 47.3 }],
  // 30 x 1.15 = 34.5 -> 35.
  ['15% wastage: 4 x 3 m', 4, 3, MAPLE, 15,
    { rows: 15, panelsPerRow: 2, offcutPerRowMm: 880, panelsBeforeWastage: 30, panels: 35, trimLengths: 6, clips: 130, areaM2: 12, areaSqft: 129.17, weightKg: 55.2 }],
  ['50% wastage: 4 x 3 m', 4, 3, MAPLE, 50,
    { rows: 15, panelsPerRow: 2, offcutPerRowMm: 880, panelsBeforeWastage: 30, panels: 45, trimLengths: 6, clips: 130, areaM2: 12, areaSqft: 129.17, weightKg: 70.9 }],
  // 12 ft = 3657.6 mm, 10 ft = 3048 mm: 15.24 -> 16 rows; 3657.6 / 2440 = 1.5 -> 2, 1222.4 mm
  // offcut; 32 x 1.1 = 35.2 -> 36; 120 sqft exactly (to 2 decimals); 13.4112 m / 2.44 = 5.5 -> 6.
  ['imperial 12 x 10 ft, 2440 mm', ft(12), ft(10), MAPLE, 10,
    { rows: 16, panelsPerRow: 2, offcutPerRowMm: 1222.4, panelsBeforeWastage: 32, panels: 36, trimLengths: 6, clips: 120, areaM2: 11.15, areaSqft: 120, weightKg: 56.7 }],
  // 20 ft = 6096 mm: 6096 / 3000 = 2.03 -> 3 a row, 2904 mm offcut; 9 ft = 2743.2 mm: 13.7 -> 14
  // rows; 42 x 1.1 = 46.2 -> 47; 180 sqft; 17.0688 m / 3 = 5.69 -> 6.
  ['imperial 20 x 9 ft, 3000 mm (White sand)', ft(20), ft(9), WHITE_SAND, 10,
    { rows: 14, panelsPerRow: 3, offcutPerRowMm: 2904, panelsBeforeWastage: 42, panels: 47, trimLengths: 6, clips: 180, areaM2: 16.72, areaSqft: 180, weightKg: 91.1 }],
  // The largest room allowed: 100 m is 41 panels a row (40.98), 500 rows.
  ['the 100 x 100 m limit', 100, 100, MAPLE, 10,
    { rows: 500, panelsPerRow: 41, offcutPerRowMm: 40, panelsBeforeWastage: 20500, panels: 22550, trimLengths: 164, clips: 107639, areaM2: 10000, areaSqft: 107639, weightKg: 35535.1 }],
])('%s', (_, lengthM, widthM, panel, wastagePercent, expected) => {
  const estimate = estimatePanels({ lengthM, widthM, ...panel, wastagePercent });
  expect(estimate).toMatchObject(expected);
  expect(estimate.wastagePercent).toBe(wastagePercent);
});

it('keeps the room to 0.1 mm and states the perimeter and one sheet’s area', () => {
  const e = estimatePanels({ lengthM: ft(12), widthM: ft(10), ...MAPLE, wastagePercent: 10 });
  expect([e.lengthMm, e.widthMm]).toEqual([3657.6, 3048]);
  expect(e.perimeterM).toBe(13.4112);
  expect(e.panelAreaSqft).toBeCloseTo(0.488 * 10.7639, 10);
  expect(estimatePanels({ lengthM: 4, widthM: 3, ...WHITE_SAND, wastagePercent: 10 }).panelAreaSqft).toBeCloseTo(0.6 * 10.7639, 10);
});

it('never orders fewer panels than rows x panels per row, whatever the wastage', () => {
  for (let wastagePercent = 0; wastagePercent <= 50; wastagePercent++) {
    for (const [lengthM, widthM] of [[4, 3], [2.4, 2], [ft(12), ft(10)], [0.1, 0.1]] as const) {
      const e = estimatePanels({ lengthM, widthM, ...MAPLE, wastagePercent });
      expect(e.panels).toBeGreaterThanOrEqual(e.panelsBeforeWastage);
      expect(e.panels).toBeLessThanOrEqual(Math.ceil(e.panelsBeforeWastage * (1 + wastagePercent / 100) + 1e-9));
      expect(e.panels).toBeGreaterThanOrEqual(e.panelsBeforeWastage * (1 + wastagePercent / 100) - 1e-9);
    }
  }
});
