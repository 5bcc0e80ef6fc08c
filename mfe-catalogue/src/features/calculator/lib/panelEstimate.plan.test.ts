// Rooms worked by hand, in metres: the room, the saw cuts tipping a count, both sheet lengths
// (offcuts reused or thrown away), and rooms the panels fit exactly.
import { MAPLE, WHITE_SAND, expectPlan, type PlanCase } from '../../../test/panelEstimate';

it.each<PlanCase>([
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
])('%s', expectPlan);
