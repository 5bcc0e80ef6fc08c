import { useEffect, useRef } from 'react';

/**
 * Calls `advance` once `delayMs` after the last change of `position`, while `enabled`. Keyed on the
 * position, so a visitor's own move restarts the wait instead of being overtaken a moment later.
 */
export function useAutoAdvance(enabled: boolean, delayMs: number, position: number, advance: () => void): void {
  const latest = useRef(advance);
  useEffect(() => {
    latest.current = advance;
  });
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => latest.current(), delayMs);
    return () => clearTimeout(timer);
  }, [enabled, delayMs, position]);
}
