import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@ecopanel/shared-ui';
import { countAt } from './countUp';

/** Counts from 0 to `target` over `durationMs` once `start` is true; straight to it under reduced motion. */
export function useCountUp(target: number, durationMs: number, start: boolean): number {
  const [value, setValue] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    if (!start) return;
    if (reducedMotion) {
      setValue(target);
      return;
    }
    let frame = 0;
    let begin: number | undefined;
    const step = (now: number) => {
      begin ??= now;
      const elapsed = now - begin;
      setValue(countAt(target, elapsed, durationMs));
      if (elapsed < durationMs) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [start, target, durationMs, reducedMotion]);
  return value;
}
