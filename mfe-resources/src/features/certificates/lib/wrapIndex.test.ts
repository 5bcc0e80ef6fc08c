import { wrapIndex } from './wrapIndex';

it('steps forward and back within the ring', () => {
  expect(wrapIndex(2, 1, 5)).toBe(3);
  expect(wrapIndex(2, -1, 5)).toBe(1);
});

it('wraps from the last to the first and from the first to the last', () => {
  expect(wrapIndex(38, 1, 39)).toBe(0);
  expect(wrapIndex(0, -1, 39)).toBe(38);
  expect(wrapIndex(0, -7, 6)).toBe(5);
});

it('stays at 0 for an empty ring', () => {
  expect(wrapIndex(0, 1, 0)).toBe(0);
});
