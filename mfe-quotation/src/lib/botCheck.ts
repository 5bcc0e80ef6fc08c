/**
 * Cheap tells of a bot, checked before anything is sent. A submission that shows one is dropped
 * silently (the visitor sees the usual success), so a bot learns nothing to adapt to. reCAPTCHA is
 * the next step if bots get past these (README "Email").
 */

/** The honeypot: a field no person sees or reaches, named so form-filling bots want to fill it. */
export const HONEYPOT_FIELD = 'website';

/** Nobody reads the page, fills three fields and sends within this time of the form appearing. */
export const MIN_FILL_MS = 3000;

export function looksLikeBot({ honeypot, elapsedMs }: { honeypot: string; elapsedMs: number }): boolean {
  return honeypot !== '' || elapsedMs < MIN_FILL_MS;
}

/**
 * When a form that came in the server's HTML was first on screen (the page's first paint, in
 * performance.now() time): the visitor could read and fill it from then, before its script ran.
 * Without the paint entry, the start of the navigation.
 */
export function firstPaintAt(): number {
  const paint = globalThis.performance?.getEntriesByName?.('first-contentful-paint')[0];
  return paint ? paint.startTime : 0;
}
