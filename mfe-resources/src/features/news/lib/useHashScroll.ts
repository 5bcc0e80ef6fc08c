import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { usePrefersReducedMotion } from '@ecopanel/shared-ui';

export const HASH_SCROLL_DELAY_MS = 100;

function idFromHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * SPEC section 2, news-and-events: 100 ms after the page (or its hash) changes, smooth-scroll to
 * the element the hash names, or to the top when there is none. The delay lets the articles and
 * their reserved image boxes lay out first. Reduced motion gets an instant jump.
 */
export function useHashScroll() {
  const { hash } = useLocation();
  const reducedMotion = usePrefersReducedMotion();
  // An effect event: only a new hash scrolls; a change of motion preference alone must not move the page.
  const scrollTo = useEffectEvent((to: string) => {
    const behavior: ScrollBehavior = reducedMotion ? 'auto' : 'smooth';
    const target = to ? document.getElementById(idFromHash(to)) : null;
    if (target) target.scrollIntoView({ behavior, block: 'start' });
    else window.scrollTo({ top: 0, behavior });
  });
  useEffect(() => {
    const timer = setTimeout(() => scrollTo(hash), HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash]);
}
