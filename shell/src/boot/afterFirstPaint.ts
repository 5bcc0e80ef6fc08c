/**
 * The page's first frame before its code (issue 23). A deferred script that has arrived runs before
 * the browser's first frame: on this machine's Lighthouse runs `main` was parsed and run before the
 * product page's first paint, so its 93 KB and its evaluation counted into the page's LCP (2.1-2.3 s).
 * Instead the page's scripts are preloaded at low priority (fetched when a deferred script would be)
 * and a tiny deferred script runs them, in order, once the first frame is painted. A phone that gets
 * its CSS and the scripts together paints first and runs the code after, rather than the reverse.
 * Measured in bench/NOTES.md ("Code after the first paint").
 */

/** Marks each script the boot script runs after the first paint (src/boot/index.ts). */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/** A shown page whose first paint is not reported by then runs its scripts anyway: code never waits on a timing API. */
export const PAINT_WAIT_LIMIT_MS = 3000;

/** A script to run after the first paint, as the page's <head> carries it; `src` is escaped by the caller. */
export const afterPaintScript = (src: string): string =>
  `<link rel="preload" href="${src}" as="script" fetchpriority="low" ${AFTER_PAINT_ATTRIBUTE}>`;

/**
 * Runs the page's scripts after its first paint: at once in a hidden tab (it paints nothing until
 * shown) or where the browser reports no paints, else on the first `paint` entry or the limit.
 */
export function runAfterFirstPaint(doc: Document = document): void {
  let started = false;
  // In document order; `async = false` runs inserted scripts in the order they were inserted.
  const start = () => {
    if (started) return;
    started = true;
    for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[${AFTER_PAINT_ATTRIBUTE}]`)) {
      const script = doc.createElement('script');
      script.src = link.href;
      script.async = false;
      doc.head.append(script);
    }
  };
  // Typed as optional: a browser from before paint timing may lack the constructor itself.
  const Observer = window.PerformanceObserver as typeof PerformanceObserver | undefined;
  if (doc.visibilityState === 'hidden' || !Observer?.supportedEntryTypes?.includes('paint')) return start();
  // buffered: a paint that came before this script ran counts.
  new Observer(start).observe({ type: 'paint', buffered: true });
  setTimeout(start, PAINT_WAIT_LIMIT_MS);
}
