// The figures beside the plan (weight, edge trim, clips, the room's measures) worked by hand, and the
// plan's rules held over 3000 random rooms (a seeded PRNG), beyond the rooms worked by hand.
import { METRES_PER_FOOT, MIN_USABLE_OFFCUT_MM, SAW_KERF_MM } from '../data/calculator';
import { estimatePanels, type PanelEstimate } from './panelEstimate';
import { MAPLE, WHITE_SAND, ft } from '../../../test/panelEstimate';

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
