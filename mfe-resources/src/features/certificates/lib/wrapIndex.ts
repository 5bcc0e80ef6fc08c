/** Moves `step` places from `index` in a ring of `length` items (previous from the first is the last). */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}
