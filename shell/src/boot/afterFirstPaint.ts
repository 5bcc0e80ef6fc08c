/**
 * The page's first frame before its code runs (issue 23), its code downloading from the start (issue 42).
 *
 * A deferred script that has arrived runs before the browser's first frame: on this machine's
 * Lighthouse runs `main` was parsed and run before the product page's first paint, so its 93 KB and
 * its evaluation counted into the page's LCP (2.1-2.3 s). Instead a tiny deferred script runs the
 * page's scripts, in order, once the first frame is painted. Until then they are held back as
 * `type="text/plain"` (as consent managers hold scripts): the browser does not run them.
 *
 * Their downloads are not held back: each held script and its chunks are low-priority preloads,
 * requested with the page, and the boot script runs the preloaded copies (a remote part's files
 * follow once `main` is in: afterMain.ts).
 * Decided by what a visitor gets (issue 42 point 3): `npm run bench` served the same pages with the
 * preloads held in an inert `<template>` until the first paint (A, what this file did before) and
 * requested at once at low priority (B, this), alternating runs, under throttling the browser
 * applies (150 ms RTT, 1.44 Mbps, CPU 4x). The full run (bench/RESULTS.md, 2026-11-28 19:46 UTC,
 * median of 5, a quiet 2-core machine): B had every control above the fold hydrated 0.22-0.37 s
 * sooner on all four routes (`/` 2.01 -> 1.77 s, product 2.29 -> 2.08 s, calculator 2.27 -> 1.91 s,
 * `/contact` 2.20 -> 1.97 s), for a first paint 0-0.16 s later (LCP still 0.82-0.87 s, budget
 * 1.5 s) and the same INP. Holding the downloads back had improved Lighthouse's simulated estimate
 * only. bench/NOTES.md, "What a visitor gets (issue 42)".
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

/** The attributes of the low-priority preload of a script run after the first paint: its copy, fetched with the page. */
export const heldScriptPreloadAttributes = (src: string): Record<string, string> => ({
  rel: 'preload',
  href: src,
  as: 'script',
  fetchpriority: 'low',
});

const tag = (name: string, attributes: Record<string, string>) =>
  `<${name} ${Object.entries(attributes)
    .map(([key, value]) => `${key}="${value}"`)
    .join(' ')}>`;

/** A script to run after the first paint, and its preload, as the page's <head> holds them; `src` is escaped by the caller. */
export const afterPaintScript = (src: string): string =>
  `${tag('script', heldScriptAttributes(src))}</script>${tag('link', heldScriptPreloadAttributes(src))}`;

/**
 * Preloads of what runs after the first paint (the scripts' chunks, the remotes' manifests), at low
 * priority, so the CSS, the font and the LCP picture come first on a slow line.
 */
export const afterPaintPreloads = (tags: string[]): string =>
  tags.map((t) => (/\sfetchpriority=/i.test(t) ? t : t.replace(/\s*\/?>$/, ' fetchpriority="low">'))).join('');

/**
 * Runs the page's scripts after its first paint: at once in a hidden tab (it paints nothing until
 * shown) or where the browser reports no paints, else on the first `paint` entry or the limit.
 */
export function runAfterFirstPaint(doc: Document = document): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // In document order; `async = false` runs inserted scripts in the order they were inserted. A
    // script made anew: a script the parser made as a data block never runs.
    for (const held of doc.querySelectorAll(`script[${AFTER_PAINT_ATTRIBUTE}]`)) {
      doc.head.append(
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
