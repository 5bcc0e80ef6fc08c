import { METRES_PER_FOOT, MIN_USABLE_OFFCUT_MM, SAW_KERF_MM } from '../data/calculator';
import { estimatePanels, type PanelEstimate } from './panelEstimate';

const ft = (feet: number) => feet * METRES_PER_FOOT;
const MAPLE = { panelLengthMm: 2440, panelWidthMm: 200 };
const WHITE_SAND = { panelLengthMm: 3000, panelWidthMm: 200 };

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
it.each<[string, number, number, typeof MAPLE, number, Plan]>([
  // The room: 20 rows of 2 whole + 120 mm; 20 x 120 + 19 x 2 = 2438 <= 2440, and the
  // 20th cut takes the last 2 mm. 40 + 1 = 41 (20 m² / 0.488 = 40.98); 41 x 1.1 = 45.1 -> 46.
  [
    '5 x 4 m, 2440 mm, 10%',
    5,
    4,
    MAPLE,
    10,
    {
      rows: 20,
      wholePanelsPerRow: 2,
      pieceMm: 120,
      cut: [[1, 20, 0]],
      panelsBeforeWastage: 41,
      minimumPanels: 41,
      panels: 46,
    },
  ],
  [
    '5 x 4 m, 2440 mm, no wastage',
    5,
    4,
    MAPLE,
    0,
    {
      rows: 20,
      wholePanelsPerRow: 2,
      pieceMm: 120,
      cut: [[1, 20, 0]],
      panelsBeforeWastage: 41,
      minimumPanels: 41,
      panels: 41,
    },
  ],
  // 1 mm more a row and the 20th piece no longer fits: 19 x 123 = 2337 leaves 103 < 121.
  [
    '5.001 x 4 m: the saw cuts decide',
    5.001,
    4,
    MAPLE,
    10,
    {
      rows: 20,
      wholePanelsPerRow: 2,
      pieceMm: 121,
      cut: [
        [1, 19, 103],
        [1, 1, 2317],
      ],
      panelsBeforeWastage: 42,
      minimumPanels: 41,
      panels: 47,
    },
  ],
  // 3000 mm sheets: 1 whole + 2000 mm; a 2000 mm piece leaves 998, too short for another: 20 + 20.
  [
    '5 x 4 m, 3000 mm (White sand)',
    5,
    4,
    WHITE_SAND,
    10,
    {
      rows: 20,
      wholePanelsPerRow: 1,
      pieceMm: 2000,
      cut: [[20, 1, 998]],
      panelsBeforeWastage: 40,
      minimumPanels: 34,
      panels: 44,
    },
  ],
  // 1560 mm pieces leave 878 mm: no reuse, the same 30 as cutting each row's last panel.
  [
    '4 x 3 m, 2440 mm',
    4,
    3,
    MAPLE,
    10,
    {
      rows: 15,
      wholePanelsPerRow: 1,
      pieceMm: 1560,
      cut: [[15, 1, 878]],
      panelsBeforeWastage: 30,
      minimumPanels: 25,
      panels: 33,
    },
  ],
  // 1000 mm pieces, two a 3000 mm panel (996 left); 15 pieces: 7 panels of 2 and 1 of 1.
  [
    '4 x 3 m, 3000 mm (White sand)',
    4,
    3,
    WHITE_SAND,
    10,
    {
      rows: 15,
      wholePanelsPerRow: 1,
      pieceMm: 1000,
      cut: [
        [7, 2, 996],
        [1, 1, 1998],
      ],
      panelsBeforeWastage: 23,
      minimumPanels: 20,
      panels: 26,
    },
  ],
  [
    'exact fit: 4.88 x 2 m, two 2440 mm panels a row',
    4.88,
    2,
    MAPLE,
    10,
    { rows: 10, wholePanelsPerRow: 2, pieceMm: 0, cut: [], panelsBeforeWastage: 20, minimumPanels: 20, panels: 22 },
  ],
  [
    'exact fit: 2.44 x 1 m, one 2440 mm panel a row',
    2.44,
    1,
    MAPLE,
    10,
    { rows: 5, wholePanelsPerRow: 1, pieceMm: 0, cut: [], panelsBeforeWastage: 5, minimumPanels: 5, panels: 6 },
  ],
  [
    'exact fit: 6 x 3 m, two 3000 mm panels a row',
    6,
    3,
    WHITE_SAND,
    10,
    { rows: 15, wholePanelsPerRow: 2, pieceMm: 0, cut: [], panelsBeforeWastage: 30, minimumPanels: 30, panels: 33 },
  ],
  // Shorter than a panel: 2400 mm leaves 38 mm, thrown away; one panel a row.
  [
    'shorter than a panel: 2.4 x 2 m',
    2.4,
    2,
    MAPLE,
    10,
    {
      rows: 10,
      wholePanelsPerRow: 0,
      pieceMm: 2400,
      cut: [[10, 1, 38]],
      panelsBeforeWastage: 10,
      minimumPanels: 10,
      panels: 11,
    },
  ],
  // 1000 mm rows: 2 from a panel (436 left), 10 rows from 5 panels.
  [
    'shorter than half a panel: 1 x 2 m',
    1,
    2,
    MAPLE,
    10,
    {
      rows: 10,
      wholePanelsPerRow: 0,
      pieceMm: 1000,
      cut: [[5, 2, 436]],
      panelsBeforeWastage: 5,
      minimumPanels: 5,
      panels: 6,
    },
  ],
  // 500 mm rows: 4 x 502 = 2008, 432 left; the 5th row opens a second panel.
  [
    'much shorter: 0.5 x 1 m',
    0.5,
    1,
    MAPLE,
    10,
    {
      rows: 5,
      wholePanelsPerRow: 0,
      pieceMm: 500,
      cut: [
        [1, 4, 432],
        [1, 1, 1938],
      ],
      panelsBeforeWastage: 2,
      minimumPanels: 2,
      panels: 3,
    },
  ],
  // 12 ft = 3657.6 mm: 1 whole + 1217.6; two pieces a panel (2 x 1217.6 + 2 x 2 = 2439.2, 0.8 left).
  // 10 ft = 3048 mm: 16 rows, so 8 panels of pieces; 16 + 8 = 24; 11.15 m² / 0.488 = 22.84.
  [
    'feet: 12 x 10 ft, 2440 mm',
    ft(12),
    ft(10),
    MAPLE,
    10,
    {
      rows: 16,
      wholePanelsPerRow: 1,
      pieceMm: 1217.6,
      cut: [[8, 2, 0.8]],
      panelsBeforeWastage: 24,
      minimumPanels: 23,
      panels: 27,
    },
  ],
  // 20 ft = 6096 mm: 2 whole 3000 mm + 96; 9 ft: 14 rows; 14 x 98 = 1372, 1628 left; 28 + 1 = 29.
  [
    'feet: 20 x 9 ft, 3000 mm (White sand)',
    ft(20),
    ft(9),
    WHITE_SAND,
    10,
    {
      rows: 14,
      wholePanelsPerRow: 2,
      pieceMm: 96,
      cut: [[1, 14, 1628]],
      panelsBeforeWastage: 29,
      minimumPanels: 28,
      panels: 32,
    },
  ],
  // 3010 / 200 = 15.05 -> 16 rows of 1 whole + 1570 (868 left); 32 x 1.15 = 36.8 -> 37.
  [
    'rounding up: 4.01 x 3.01 m, 15%',
    4.01,
    3.01,
    MAPLE,
    15,
    {
      rows: 16,
      wholePanelsPerRow: 1,
      pieceMm: 1570,
      cut: [[16, 1, 868]],
      panelsBeforeWastage: 32,
      minimumPanels: 25,
      panels: 37,
    },
  ],
  // The largest room allowed: 100 m = 40 x 2440 + 2400; 500 rows; 20,500 x 1.5 = 30,750.
  [
    'the 100 x 100 m limit, 50%',
    100,
    100,
    MAPLE,
    50,
    {
      rows: 500,
      wholePanelsPerRow: 40,
      pieceMm: 2400,
      cut: [[500, 1, 38]],
      panelsBeforeWastage: 20500,
      minimumPanels: 20492,
      panels: 30750,
    },
  ],
])('%s', (_, lengthM, widthM, panel, wastagePercent, { cut, ...expected }) => {
  const estimate = estimatePanels({ lengthM, widthM, ...panel, wastagePercent });
  expect(estimate).toMatchObject(expected);
  expect(cutGroups(estimate)).toEqual(cut);
  expect(estimate.wholePanels).toBe(expected.rows * expected.wholePanelsPerRow);
  expect(estimate.wastagePercent).toBe(wastagePercent);
});

// Weight = panels ordered x panel sqft x 300 g; trim = ceil(perimeter / panel length); clips = ceil(sqft).
it.each<
  [
    string,
    number,
    number,
    typeof MAPLE,
    Pick<PanelEstimate, 'panels' | 'areaM2' | 'areaSqft' | 'weightKg' | 'trimLengths' | 'clips'>,
  ]
>([
  // 46 x 5.2528 x 0.3 = 72.49; 18 m / 2.44 = 7.38 -> 8; 215.28 sqft -> 216.
  [
    '5 x 4 m, 2440 mm',
    5,
    4,
    MAPLE,
    { panels: 46, areaM2: 20, areaSqft: 215.28, weightKg: 72.5, trimLengths: 8, clips: 216 },
  ],
  // 44 x 6.4583 x 0.3 = 85.25; 18 m / 3 = exactly 6.
  [
    '5 x 4 m, 3000 mm',
    5,
    4,
    WHITE_SAND,
    { panels: 44, areaM2: 20, areaSqft: 215.28, weightKg: 85.3, trimLengths: 6, clips: 216 },
  ],
  [
    '4 x 3 m, 2440 mm',
    4,
    3,
    MAPLE,
    { panels: 33, areaM2: 12, areaSqft: 129.17, weightKg: 52, trimLengths: 6, clips: 130 },
  ],
  // 120 sqft exactly (to 2 decimals); 13.4112 m / 2.44 = 5.5 -> 6; 27 x 5.2528 x 0.3 = 42.55.
  [
    '12 x 10 ft, 2440 mm',
    ft(12),
    ft(10),
    MAPLE,
    { panels: 27, areaM2: 11.15, areaSqft: 120, weightKg: 42.5, trimLengths: 6, clips: 120 },
  ],
])('weight, trim and clips: %s', (_, lengthM, widthM, panel, expected) => {
  expect(estimatePanels({ lengthM, widthM, ...panel, wastagePercent: 10 })).toMatchObject(expected);
});

it('keeps the room to 0.1 mm and states the perimeter and one sheet’s area', () => {
  const e = estimatePanels({ lengthM: ft(12), widthM: ft(10), ...MAPLE, wastagePercent: 10 });
  expect([e.lengthMm, e.widthMm]).toEqual([3657.6, 3048]);
  expect(e.perimeterM).toBe(13.4112);
  expect(e.panelAreaSqft).toBeCloseTo(0.488 * 10.7639, 10);
  expect(estimatePanels({ lengthM: 4, widthM: 3, ...WHITE_SAND, wastagePercent: 10 }).panelAreaSqft).toBeCloseTo(
    0.6 * 10.7639,
    10,
  );
});

/** Mulberry32: a small seeded PRNG, so a failing room can be found again. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

it('over 3000 random rooms, every piece fits in the panels counted, offcuts are reused and the count covers the area', () => {
  const random = prng(20260514);
  // Mostly ordinary rooms, some up to the 100 m limit; sides to the mm, or in feet to 0.1 ft.
  const side = () => {
    const metres = random() < 0.8 ? 0.1 + random() * 12 : 0.1 + random() * 99.9;
    return random() < 0.5
      ? Math.round(metres * 1000) / 1000
      : ft(Math.max(0.4, Math.round((metres / METRES_PER_FOOT) * 10) / 10));
  };
  // Every broken rule, with the room it broke in, so one failure names its room instead of 3000 expects.
  const broken: string[] = [];
  const check = (ok: boolean, rule: string, room: string) => {
    if (!ok) broken.push(`${room}: ${rule}`);
  };
  for (let i = 0; i < 3000; i++) {
    const panel = random() < 0.5 ? MAPLE : WHITE_SAND;
    const lengthM = side();
    const widthM = side();
    const wastagePercent = Math.floor(random() * 51);
    const e = estimatePanels({ lengthM, widthM, ...panel, wastagePercent });
    const room = `${lengthM} x ${widthM} m, ${panel.panelLengthMm} mm, ${wastagePercent}%`;
    const S = panel.panelLengthMm;

    check(
      Math.abs(e.wholePanelsPerRow * S + e.pieceMm - e.lengthMm) < 1e-6,
      'a row is its whole panels and its piece',
      room,
    );
    check(e.pieceMm >= 0 && e.pieceMm < S, 'a piece is shorter than a panel', room);
    check(e.rows * panel.panelWidthMm >= e.widthMm, 'the rows cover the width', room);

    const pieces = e.cutPanels.flatMap((p) => p.piecesMm);
    check(pieces.length === (e.pieceMm > 0 ? e.rows : 0), 'every row gets its piece', room);
    check(
      pieces.every((p) => p === e.pieceMm),
      'every piece is a row’s piece',
      room,
    );
    e.cutPanels.forEach(({ piecesMm, leftoverMm }, n) => {
      // The pieces end to end with a saw cut between each two, and what is left, fit in the panel.
      const used = piecesMm.reduce((a, b) => a + b, 0) + SAW_KERF_MM * (piecesMm.length - 1);
      check(used + leftoverMm <= S + 1e-6 && leftoverMm >= 0, `cut panel ${n + 1} holds its pieces`, room);
      // First fit reused the offcuts: no panel but the last was left with room for another piece.
      if (n < e.cutPanels.length - 1) {
        check(
          leftoverMm < e.pieceMm || leftoverMm < MIN_USABLE_OFFCUT_MM,
          `cut panel ${n + 1}’s offcut was reused`,
          room,
        );
      }
    });

    check(e.panelsBeforeWastage === e.rows * e.wholePanelsPerRow + e.cutPanels.length, 'the count is the plan’s', room);
    const areaInPanels = (lengthM * widthM * 1e6) / (S * panel.panelWidthMm);
    check(
      e.panelsBeforeWastage >= areaInPanels - 1e-6 && e.panelsBeforeWastage >= e.minimumPanels,
      'the count covers the area',
      room,
    );
    const withAllowance = e.panelsBeforeWastage * (1 + wastagePercent / 100);
    check(
      e.panels >= withAllowance - 1e-9 && e.panels < withAllowance + 1,
      'the allowance is added and rounded up',
      room,
    );
  }
  expect(broken.slice(0, 20)).toEqual([]);
});
