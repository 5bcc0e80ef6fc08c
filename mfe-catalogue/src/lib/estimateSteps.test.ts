import { METRES_PER_FOOT } from '../data/calculator';
import { areaInWords, estimateSteps, roomInWords } from './estimateSteps';
import { estimatePanels } from './panelEstimate';

const MAPLE = { lengthMm: 2440, widthMm: 200 };
const WHITE_SAND = { lengthMm: 3000, widthMm: 200 };
const steps = (length: number, width: number, unit: 'm' | 'ft', panel: typeof MAPLE, wastagePercent = 10) => {
  const toM = unit === 'ft' ? METRES_PER_FOOT : 1;
  const e = estimatePanels({ lengthM: length * toM, widthM: width * toM, panelLengthMm: panel.lengthMm, panelWidthMm: panel.widthMm, wastagePercent });
  return estimateSteps(e, { length, width, unit }, panel);
};

it('explains a metric room step by step: rows, panels a row with the offcut, total, wastage, weight, trim, clips', () => {
  expect(steps(4, 3, 'm', MAPLE)).toEqual([
    'The room is 4 m long and 3 m wide: 12.00 m² (129.17 sqft) of ceiling.',
    'Rows: the 3000 mm width ÷ 200 mm per panel = 15 rows.',
    'Each row is 4000 mm long, longer than one 2440 mm panel: 4000 mm ÷ 2440 mm = 1.64, rounded up to 2 panels per row, joined end to end (880 mm offcut from the last one).',
    '15 rows × 2 panels = 30 panels before wastage.',
    'Plus 10% wastage: 30 × 1.10 = 33 panels.',
    'Weight: 33 panels × 5.253 sqft each × 300 g per sqft = 52.0 kg.',
    'Top-Corner edge trim: the perimeter, 2 × (4 m + 3 m) = 14 m, ÷ 2.44 m per length = 5.74, rounded up to 6 lengths.',
    'Hanging clips: 129.17 sqft at one per sqft, rounded up: 130 clips.',
  ]);
});

it('explains an imperial room in White sand, with the room in millimetres and the narrow last row', () => {
  expect(steps(12, 10, 'ft', WHITE_SAND)).toEqual([
    'The room is 12 ft long and 10 ft wide (3657.6 mm × 3048 mm): 11.15 m² (120.00 sqft) of ceiling.',
    'Rows: the 3048 mm width ÷ 200 mm per panel = 15.24, rounded up to 16 rows (the last row is cut down to 48 mm wide).',
    'Each row is 3657.6 mm long, longer than one 3000 mm panel: 3657.6 mm ÷ 3000 mm = 1.22, rounded up to 2 panels per row, joined end to end (2342.4 mm offcut from the last one).',
    '16 rows × 2 panels = 32 panels before wastage.',
    'Plus 10% wastage: 32 × 1.10 = 35.2, rounded up to 36 panels.',
    'Weight: 36 panels × 6.458 sqft each × 300 g per sqft = 69.8 kg.',
    'Top-Corner edge trim: the perimeter, 2 × (3.6576 m + 3.048 m) = 13.4112 m, ÷ 3 m per length = 4.47, rounded up to 5 lengths.',
    'Hanging clips: 120.00 sqft at one per sqft: 120 clips.',
  ]);
});

it.each<[string, number, number, string]>([
  ['shorter than a panel: one, cut to length', 2.4, 2, 'Each row is 2400 mm long, no longer than one 2440 mm panel: one panel per row, cut to length (40 mm offcut).'],
  ['exactly one panel', 2.44, 1, 'Each row is 2440 mm long: exactly one 2440 mm panel per row.'],
  ['exactly two panels', 4.88, 2, 'Each row is 4880 mm long, longer than one 2440 mm panel: 4880 mm ÷ 2440 mm = exactly 2 panels per row, joined end to end (no offcut).'],
])('says how a row is made when it is %s', (_, length, width, sentence) => {
  expect(steps(length, width, 'm', MAPLE)[2]).toBe(sentence);
});

it('words the wastage step for no allowance and for a total that needs no rounding', () => {
  expect(steps(4, 3, 'm', MAPLE, 0)[4]).toBe('No wastage allowance: 30 panels.');
  expect(steps(4.88, 2, 'm', MAPLE, 10)[4]).toBe('Plus 10% wastage: 20 × 1.10 = 22 panels.');
  expect(steps(4, 3, 'm', MAPLE, 15)[4]).toBe('Plus 15% wastage: 30 × 1.15 = 34.5, rounded up to 35 panels.');
});

it('says "1 panel" for one, and leaves out "rounded up" when a division comes out exact', () => {
  const tiny = steps(0.2, 0.2, 'm', MAPLE, 0);
  expect(tiny[3]).toBe('1 row × 1 panel = 1 panel before wastage.');
  // A 2.44 x 2.44 m room: 9.76 m of perimeter is exactly 4 trim lengths.
  expect(steps(2.44, 2.44, 'm', MAPLE)[6]).toBe(
    'Top-Corner edge trim: the perimeter, 2 × (2.44 m + 2.44 m) = 9.76 m, ÷ 2.44 m per length = 4 lengths.',
  );
});

it('writes a room and an area the same way everywhere', () => {
  expect(roomInWords({ length: 12.5, width: 10, unit: 'ft' })).toBe('12.5 ft long and 10 ft wide');
  expect(areaInWords({ areaM2: 12, areaSqft: 129.17 })).toBe('12.00 m² (129.17 sqft)');
});
