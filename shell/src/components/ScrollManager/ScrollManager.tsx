import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const HASH_ATTEMPTS = 20;
const HASH_INTERVAL_MS = 100;

/**
 * Top of the page on every route change; with a hash, smooth-scroll to that id (a jump for visitors
 * who asked for reduced motion). The target may sit
 * inside a remote that is still loading, so look for it a few times before giving up.
 * Not on the page's first render: the browser has placed it (top, or where the reader was on a
 * reload or Back), and a reader who scrolled the server's HTML before the code ran stays there.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    const initial = firstRender.current;
    firstRender.current = false;
    if (!hash) {
      if (!initial) window.scrollTo(0, 0);
      return;
    }
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      id = hash.slice(1);
    }
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) {
        const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth' });
      } else if (++attempts < HASH_ATTEMPTS) {
        timer = setTimeout(tryScroll, HASH_INTERVAL_MS);
      }
    };
    tryScroll();
    return () => clearTimeout(timer);
  }, [pathname, hash]);
  return null;
}
