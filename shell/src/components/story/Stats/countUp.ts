/** Fast at first, gently settling on the target. */
export const easeOutCubic = (t: number): number => 1 - (1 - t) ** 3;

/** The figure shown `elapsedMs` into a count from 0 to `target` lasting `durationMs`. */
export function countAt(target: number, elapsedMs: number, durationMs: number): number {
  const t = Math.min(1, Math.max(0, elapsedMs / durationMs));
  return Math.round(target * easeOutCubic(t));
}
