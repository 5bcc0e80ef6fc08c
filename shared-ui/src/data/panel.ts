/**
 * The sheet itself (SPEC section 9): every sheet is this wide and thick, of this material, and weighs
 * this much; only the length varies: eleven finishes come in `standardLengthMm`, White sand in
 * `longLengthMm`. One record, so a page quoting the sheet imports one name.
 */
export const PANEL = Object.freeze({
  widthMm: 200,
  thicknessMm: 7.5,
  gramsPerSqft: 300,
  material: 'PVC and calcium carbonate',
  standardLengthMm: 2440,
  longLengthMm: 3000,
});
