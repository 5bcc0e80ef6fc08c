import { useEffect, useRef, useState } from 'react';

/** True once the element comes within `margin` of the viewport (or at once when `immediately`). */
export function useNearViewport<T extends Element>(immediately: boolean, margin = '200px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(immediately);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [near, ref] as const;
}
