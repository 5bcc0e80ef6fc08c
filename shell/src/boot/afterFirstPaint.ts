/**
 * The page's first frame before its code (issue 23). A deferred script that has arrived runs before
 * the browser's first frame: on this machine's Lighthouse runs `main` was parsed and run before the
 * product page's first paint, so its 93 KB and its evaluation counted into the page's LCP (2.1-2.3 s).
 * Instead a tiny deferred script runs the page's scripts, in order, once the first frame is painted.
 * Until then they are held back as `type="text/plain"` (as consent managers hold scripts): the
 * browser neither fetches nor runs them, so the first paint and the LCP picture have the connection
 * to themselves. They were low-priority preloads before, fetched with the CSS; Lighthouse's estimate
 * then counted `main`'s download into the LCP whenever `main` ran in tasks under 10 ms, as it does
 * since it runs in pieces (src/index.ts): the product page's LCP was 2.1-2.2 s against 1.6-1.7 s.
 * Measured in bench/NOTES.md ("Code after the first paint").
 */

/** Holds the address of each script the boot script runs after the first paint (src/boot/index.ts). */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/** A shown page whose first paint is not reported by then runs its scripts anyway: code never waits on a timing API. */
export const PAINT_WAIT_LIMIT_MS = 3000;

/**
 * The attributes of a script held back until the first paint: a data block (no `src`, which a data
 * block may not have) that names it. The build's template (build/AfterPaintPlugin.ts) and the
 * server's page chunks (afterPaintScript) both write these, so the boot script reads one format.
 */
export const heldScriptAttributes = (src: string): Record<string, string> => ({
  type: 'text/plain',
  [AFTER_PAINT_ATTRIBUTE]: src,
});

/** A script to run after the first paint, as the page's <head> holds it back; `src` is escaped by the caller. */
export const afterPaintScript = (src: string): string =>
  `<script ${Object.entries(heldScriptAttributes(src))
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ')}></script>`;

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
    for (const held of doc.querySelectorAll<HTMLScriptElement>(`script[${AFTER_PAINT_ATTRIBUTE}]`)) {
      const script = doc.createElement('script');
      script.src = held.getAttribute(AFTER_PAINT_ATTRIBUTE)!;
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
