import { useEffect, useState, type RefObject } from 'react';

/**
 * True once `ref` comes within `rootMargin` of the viewport (and stays true with `once`). Without
 * IntersectionObserver it is simply true, so content is never stuck invisible.
 */
export function useInView(ref: RefObject<Element | null>, { rootMargin = '0px', once = true } = {}): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((e) => e.isIntersecting);
        if (visible && once) observer.disconnect();
        if (visible || !once) setInView(visible);
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, rootMargin, once]);
  return inView;
}
