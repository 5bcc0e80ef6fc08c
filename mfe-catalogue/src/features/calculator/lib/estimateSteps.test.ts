import { METRES_PER_FOOT } from '../data/calculator';
import { areaInWords, cuttingPlan, cuttingPlanInShort, otherSteps, roomInWords } from './estimateSteps';
import { estimatePanels } from './panelEstimate';

const MAPLE = { lengthMm: 2440, widthMm: 200 };
const WHITE_SAND = { lengthMm: 3000, widthMm: 200 };
const estimate = (length: number, width: number, unit: 'm' | 'ft', panel: typeof MAPLE, wastagePercent = 10) => {
  const toM = unit === 'ft' ? METRES_PER_FOOT : 1;
  return estimatePanels({
    lengthM: length * toM,
    widthM: width * toM,
    panelLengthMm: panel.lengthMm,
    panelWidthMm: panel.widthMm,
    wastagePercent,
  });
};
const plan = (length: number, width: number, unit: 'm' | 'ft', panel: typeof MAPLE, wastagePercent = 10) =>
  cuttingPlan(estimate(length, width, unit, panel, wastagePercent), { length, width, unit }, panel);

it('plans the 5 x 4 m ceiling: 2 whole panels and a 120 mm piece a row, all 20 pieces from one panel, 41 + 10% = 46', () => {
  expect(plan(5, 4, 'm', MAPLE)).toEqual([
    'The room is 5 m long and 4 m wide: 20.00 m² (215.28 sqft) of ceiling.',
    'Rows: the 4000 mm width ÷ 200 mm per panel = 20 rows.',
    'Each row is 5000 mm long: 2 whole 2440 mm panels (4880 mm) + a 120 mm piece.',
    '20 rows: 2 whole panels + a 120 mm piece each = 40 whole panels and 20 pieces.',
    'The 20 pieces of 120 mm come from 1 panel (20 × 120 mm = 2400 mm, plus 2 mm a cut: nothing left over).',
    '40 whole panels + 1 for the pieces = 41 panels before wastage. Check: the ceiling’s 20.00 m² ÷ 0.488 m² a panel = 40.98, so at least 41.',
    '41 panels + 10% wastage = 45.1, rounded up to 46 panels to order.',
  ]);
});

it('says which panels the pieces come from when they do not all fit in one', () => {
  expect(plan(5.001, 4, 'm', MAPLE)[4]).toBe(
    'The 20 pieces of 121 mm come from 2 panels: 19 from the first (19 × 121 mm = 2299 mm, plus 2 mm a cut: 103 mm left over); ' +
      '1 from the last (121 mm plus a 2 mm cut: 2317 mm left over).',
  );
  expect(plan(4, 3, 'm', WHITE_SAND)[4]).toBe(
    'The 15 pieces of 1000 mm come from 8 panels: 2 from each of the first 7 (2 × 1000 mm = 2000 mm, plus 2 mm a cut: 996 mm left over); ' +
      '1 from the last (1000 mm plus a 2 mm cut: 1998 mm left over).',
  );
});

it('plans an imperial room in White sand, with the room in millimetres and the narrow last row', () => {
  expect(plan(20, 9, 'ft', WHITE_SAND)).toEqual([
    'The room is 20 ft long and 9 ft wide (6096 mm × 2743.2 mm): 16.72 m² (180.00 sqft) of ceiling.',
    'Rows: the 2743.2 mm width ÷ 200 mm per panel = 13.72, rounded up to 14 rows (the last row is cut down to 143.2 mm wide).',
    'Each row is 6096 mm long: 2 whole 3000 mm panels (6000 mm) + a 96 mm piece.',
    '14 rows: 2 whole panels + a 96 mm piece each = 28 whole panels and 14 pieces.',
    'The 14 pieces of 96 mm come from 1 panel (14 × 96 mm = 1344 mm, plus 2 mm a cut: 1628 mm left over).',
    '28 whole panels + 1 for the pieces = 29 panels before wastage. Check: the ceiling’s 16.72 m² ÷ 0.6 m² a panel = 27.87, so at least 28.',
    '29 panels + 10% wastage = 31.9, rounded up to 32 panels to order.',
  ]);
});

it('plans rows that are an exact number of panels: nothing to cut', () => {
  expect(plan(4.88, 2, 'm', MAPLE).slice(2)).toEqual([
    'Each row is 4880 mm long: exactly 2 whole 2440 mm panels, no piece to cut.',
    '10 rows: 2 whole panels each = 20 panels.',
    '20 whole panels before wastage. Check: the ceiling’s 9.76 m² ÷ 0.488 m² a panel = exactly 20.',
    '20 panels + 10% wastage = 22 panels to order.',
  ]);
  expect(plan(2.44, 1, 'm', MAPLE)[2]).toBe(
    'Each row is 2440 mm long: exactly 1 whole 2440 mm panel, no piece to cut.',
  );
});

it('plans rows shorter than a panel, saying when an offcut is too short to keep', () => {
  expect(plan(2.4, 2, 'm', MAPLE).slice(2)).toEqual([
    'Each row is 2400 mm long, shorter than one 2440 mm panel: a 2400 mm piece.',
    '10 rows: a 2400 mm piece each = 10 pieces.',
    'The 10 pieces of 2400 mm come from 10 panels, 1 from each (2400 mm plus a 2 mm cut: 38 mm left over, too short to keep).',
    '10 panels for the pieces before wastage. Check: the ceiling’s 4.80 m² ÷ 0.488 m² a panel = 9.84, so at least 10.',
    '10 panels + 10% wastage = 11 panels to order.',
  ]);
  expect(plan(1, 2, 'm', MAPLE)[4]).toBe(
    'The 10 pieces of 1000 mm come from 5 panels, 2 from each (2 × 1000 mm = 2000 mm, plus 2 mm a cut: 436 mm left over).',
  );
});

it('words one row, one piece and no wastage allowance', () => {
  expect(plan(0.2, 0.2, 'm', MAPLE, 0).slice(3)).toEqual([
    '1 row: a 200 mm piece = 1 piece.',
    'The 200 mm piece comes from 1 panel (200 mm plus a 2 mm cut: 2238 mm left over).',
    '1 panel for the pieces before wastage. Check: the ceiling’s 0.04 m² ÷ 0.488 m² a panel = 0.08, so at least 1.',
    'No wastage allowance: 1 panel to order.',
  ]);
  expect(plan(4.88, 2, 'm', MAPLE, 15).at(-1)).toBe('20 panels + 15% wastage = 23 panels to order.');
});

it('puts the plan in one line for the quotation request', () => {
  expect(cuttingPlanInShort(estimate(5, 4, 'm', MAPLE))).toBe(
    '20 rows of 2 whole panels + a 120 mm piece; the 20 pieces cut from 1 panel, allowing 2 mm a saw cut',
  );
  expect(cuttingPlanInShort(estimate(4.88, 2, 'm', MAPLE))).toBe('10 rows of 2 whole panels');
  expect(cuttingPlanInShort(estimate(2.4, 2, 'm', MAPLE))).toBe(
    '10 rows of a 2400 mm piece; the 10 pieces cut from 10 panels, allowing 2 mm a saw cut',
  );
});

it('explains the weight of the panels ordered, the trim round the perimeter and the clips', () => {
  expect(otherSteps(estimate(5, 4, 'm', MAPLE), MAPLE)).toEqual([
    'Weight: 46 panels × 5.253 sqft each × 300 g per sqft = 72.5 kg.',
    'Top-Corner edge trim: the perimeter, 2 × (5 m + 4 m) = 18 m, ÷ 2.44 m per length = 7.38, rounded up to 8 lengths.',
    'Hanging clips: 215.28 sqft at one per sqft, rounded up: 216 clips.',
  ]);
  expect(otherSteps(estimate(12, 10, 'ft', WHITE_SAND), WHITE_SAND)).toEqual([
    'Weight: 22 panels × 6.458 sqft each × 300 g per sqft = 42.6 kg.',
    'Top-Corner edge trim: the perimeter, 2 × (3.6576 m + 3.048 m) = 13.4112 m, ÷ 3 m per length = 4.47, rounded up to 5 lengths.',
    'Hanging clips: 120.00 sqft at one per sqft: 120 clips.',
  ]);
  // A 2.44 x 2.44 m room: 9.76 m of perimeter is exactly 4 trim lengths.
  expect(otherSteps(estimate(2.44, 2.44, 'm', MAPLE), MAPLE)[1]).toBe(
    'Top-Corner edge trim: the perimeter, 2 × (2.44 m + 2.44 m) = 9.76 m, ÷ 2.44 m per length = 4 lengths.',
  );
});

it('writes a room and an area the same way everywhere', () => {
  expect(roomInWords({ length: 12.5, width: 10, unit: 'ft' })).toBe('12.5 ft long and 10 ft wide');
  expect(areaInWords({ areaM2: 12, areaSqft: 129.17 })).toBe('12.00 m² (129.17 sqft)');
});
