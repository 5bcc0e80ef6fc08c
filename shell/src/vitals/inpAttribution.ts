/**
 * What an INP report says about its interaction (issue 42 point 6): the element (a short CSS-like
 * selector) and the phase that took longest. Read from the Event Timing entries web-vitals' standard
 * build hands over with the metric (`metric.entries`): its attribution build (web-vitals/attribution)
 * would add ~1.6 KB gzip to the lazy vitals chunk for the same two fields. The server's /__vitals
 * checks both against the same limits (server/src/vitals/vitalsFigures.ts).
 */

/** The phases of an interaction: waiting for the main thread, the handlers, the next frame. */
export const INP_PHASES = ['input-delay', 'processing', 'presentation'] as const;
export type InpPhase = (typeof INP_PHASES)[number];

/** A selector is at most this long (the server refuses a longer one). */
export const TARGET_MAX = 80;
/** What a selector may contain: tags, ids, classes (CSS modules' hashed names) and `>`. */
export const TARGET_CHARS = /^[\w\-#.> ]*$/;

export interface InpAttribution {
  target: string;
  phase: InpPhase;
}

/** The part of an Event Timing entry read here. */
interface EventEntry {
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  target?: Node | null;
}

/** What a visitor operates: the element an interaction is filed under when its target is inside one. */
const CONTROL = 'a, button, input, select, textarea, summary, label, [role], [tabindex]';

const safe = (name: string) => name.replace(/[^\w-]/g, '');

/** `tag#id` or `tag.class.class` (two classes at most), nothing else of the page. */
function part(el: Element): string {
  const tag = safe(el.localName);
  if (el.id) return `${tag}#${safe(el.id)}`;
  const classes = [...el.classList].slice(0, 2).map(safe).filter(Boolean);
  return [tag, ...classes].join('.');
}

/**
 * A short selector of `el`: itself and up to two ancestors (`div.card > button.more`), stopping at
 * one with an id; cut to TARGET_MAX from the left, so the element itself is kept.
 */
export function selectorOf(el: Element | null | undefined): string {
  const parts: string[] = [];
  for (let node = el; node && parts.length < 3 && node.localName !== 'html'; node = node.parentElement) {
    parts.unshift(part(node));
    if (node.id) break;
  }
  const selector = parts.join(' > ');
  return selector.length > TARGET_MAX ? selector.slice(-TARGET_MAX) : selector;
}

/**
 * The attribution of an interaction of `value` ms from its entries: the target of the first entry
 * still in the document, and the longest phase (input delay: to the first handler; processing: the
 * handlers of all its events; presentation: from the last handler to the frame). Null without entries.
 */
export function inpAttribution(entries: readonly EventEntry[], value: number): InpAttribution | null {
  if (!entries.length) return null;
  const start = Math.min(...entries.map((e) => e.startTime));
  const processingStart = Math.min(...entries.map((e) => e.processingStart));
  const processingEnd = Math.max(...entries.map((e) => e.processingEnd));
  const phases: Record<InpPhase, number> = {
    'input-delay': processingStart - start,
    processing: processingEnd - processingStart,
    presentation: start + value - processingEnd,
  };
  const phase = INP_PHASES.reduce((a, b) => (phases[b] > phases[a] ? b : a));
  const elements = entries.map((e) => e.target).filter((t): t is Element => t instanceof Element);
  const target = elements.find((t) => t.isConnected) ?? elements[0];
  // The control tapped, not the icon inside it the finger landed on.
  return { target: selectorOf(target?.closest(CONTROL) ?? target), phase };
}
