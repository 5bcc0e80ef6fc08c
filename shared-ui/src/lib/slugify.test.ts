import { slugify } from './slugify';

describe('slugify (SPEC section 3)', () => {
  it.each([
    ['Maple Ceiling Sheet', 'maple-ceiling-sheet'],
    ['Golden Teak Ceiling Sheet', 'golden-teak-ceiling-sheet'],
    ['Silver OAK Ceiling Sheet', 'silver-oak-ceiling-sheet'],
    ['White sand Ceiling Sheet', 'white-sand-ceiling-sheet'],
    ['  --Hello,   World!!  ', 'hello-world'],
    ['H-Corner / Top_Corner', 'h-corner-top-corner'],
    ['20cm x 240cm', '20cm-x-240cm'],
    ['***', ''],
  ])('%j -> %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});
