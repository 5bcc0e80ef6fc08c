// Rooms worked by hand at the edges: shorter than a panel, measured in feet, rounded up, and the
// largest room allowed.
import { MAPLE, WHITE_SAND, ft, expectPlan, type PlanCase } from '../../../test/panelEstimate';

it.each<PlanCase>([
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
])('%s', expectPlan);
