import { firstFit } from './cutPlan';

const PANEL = { panelLength: 2440, kerf: 2, minOffcut: 100 };
const shape = (panels: ReturnType<typeof firstFit>) => panels.map((p) => [p.pieces, p.leftover]);

it('gets 20 pieces of 120 mm out of one 2440 mm panel with a 2 mm saw: 19 cuts of 122 mm leave exactly 122', () => {
  expect(shape(firstFit(Array(20).fill(120), PANEL))).toEqual([[Array(20).fill(120), 0]]);
});

it('needs a second panel for the 20th piece with a 3 mm blade: 19 x 123 mm leaves 103', () => {
  expect(shape(firstFit(Array(20).fill(120), { ...PANEL, kerf: 3 }))).toEqual([
    [Array(19).fill(120), 103],
    [[120], 2440 - 123],
  ]);
});

it('takes each piece from the first offcut that is long enough, not the closest fit', () => {
  // 1300 leaves 1138, 1500 does not fit there and opens a panel (938 left); 900 fits both, and
  // goes to the first (best fit would have picked the second, leaving 36).
  expect(shape(firstFit([1300, 1500, 900], PANEL))).toEqual([
    [[1300, 900], 236],
    [[1500], 938],
  ]);
});

it('needs no cut, and loses nothing to the saw, when a piece is exactly what is left', () => {
  expect(shape(firstFit([1219, 1219], PANEL))).toEqual([[[1219, 1219], 0]]);
  expect(shape(firstFit([2440], PANEL))).toEqual([[[2440], 0]]);
});

it('turns less than a saw cut into sawdust', () => {
  expect(shape(firstFit([2439], PANEL))).toEqual([[[2439], 0]]);
});

it('throws away offcuts shorter than the minimum, even when a later piece would fit', () => {
  // 2440 - 2350 - 2 = 88 mm, under 100: the 50 mm piece comes from a new panel.
  expect(shape(firstFit([2350, 50], PANEL))).toEqual([
    [[2350], 88],
    [[50], 2388],
  ]);
  expect(shape(firstFit([2350, 50], { ...PANEL, minOffcut: 80 }))).toEqual([[[2350, 50], 36]]);
});

it('cuts nothing from nothing and refuses a piece no panel can give', () => {
  expect(firstFit([], PANEL)).toEqual([]);
  expect(() => firstFit([2441], PANEL)).toThrow(RangeError);
  expect(() => firstFit([0], PANEL)).toThrow(RangeError);
});
