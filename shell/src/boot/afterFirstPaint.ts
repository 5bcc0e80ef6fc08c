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
 *
 * Kept while what a visitor gets says so (issue 42 point 3): `npm run bench` serves the same pages
 * with these preloads and a preload of each held script requested at once at low priority (variant B:
 * AFTER_PAINT=eager, ssr/afterPaintVariant.ts; the scripts still run after the paint) beside this
 * (A), alternating runs, under throttling the browser applies (150 ms RTT, 1.44 Mbps, CPU 4x).
 * The full run (bench/RESULTS.md, 2026-11-28 19:46 UTC, median of 5, a quiet 2-core machine) decides
 * against this hold-back: B had every control above the fold hydrated 0.22-0.37 s sooner on all four
 * routes (`/` 2.01 -> 1.77 s, product 2.29 -> 2.08 s, calculator 2.27 -> 1.91 s, `/contact`
 * 2.20 -> 1.97 s), for a first paint 0.12-0.16 s later on three (LCP still 0.82-0.87 s, budget 1.5 s)
 * and the same INP. So B is the one to keep, written into the page's own markup; until that change
 * lands (issue 42 is open) the pages are served as A. bench/NOTES.md, "What a visitor gets (issue 42)".
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
 * Preloads of what runs after the first paint (the scripts' chunks, the remotes' manifests), held
 * back with them: a `<template>`'s content is inert, so neither the browser's preload scanner nor
 * its parser fetches them, and the boot script moves them into the document when it runs the
 * scripts. Fetched with the CSS, they finished before the first paint and Lighthouse's estimate
 * counted them into the LCP: the Sinhala product page's 2.1 s (bench/NOTES.md).
 */
export const afterPaintPreloads = (tags: string[]): string =>
  tags.length ? `<template ${AFTER_PAINT_ATTRIBUTE}>${tags.join('')}</template>` : '';

/**
 * Runs the page's scripts after its first paint: at once in a hidden tab (it paints nothing until
 * shown) or where the browser reports no paints, else on the first `paint` entry or the limit.
 */
export function runAfterFirstPaint(doc: Document = document): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // In document order: the held scripts, then the template of their chunks' preloads (at the end
    // of <head>), all in this task, so every download starts before any of them runs. `async = false`
    // runs inserted scripts in the order they were inserted.
    for (const held of doc.querySelectorAll<Element & Partial<HTMLTemplateElement>>(`[${AFTER_PAINT_ATTRIBUTE}]`)) {
      // A template's preloads as they are, a script made anew: a script the parser made never runs.
      doc.head.append(
        held.content ??
          Object.assign(doc.createElement('script'), { src: held.getAttribute(AFTER_PAINT_ATTRIBUTE)!, async: false }),
      );
    }
  };
  // Typed as optional: a browser from before paint timing may lack the constructor itself.
  const Observer = window.PerformanceObserver as typeof PerformanceObserver | undefined;
  if (doc.visibilityState === 'hidden' || !Observer?.supportedEntryTypes?.includes('paint')) return start();
  // buffered: a paint that came before this script ran counts.
  new Observer(start).observe({ type: 'paint', buffered: true });
  setTimeout(start, PAINT_WAIT_LIMIT_MS);
}
