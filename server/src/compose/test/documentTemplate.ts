// What document.*.test.ts share: the shell's built template, with its held-back main, boot script and
// low-priority preloads, a page with no remote part, and a way to tell a page's low-priority preloads
// from the rest of its <head>.
import { composeDocument, type DocumentParts } from '../document';

/** A page's low-priority preloads (what runs after the first paint: afterPaintPreloads), and the rest of its <head>. */
const LOW_PRIORITY = /<link\b(?=[^>]*\srel="preload")(?=[^>]*\sfetchpriority="low")[^>]*>/g;
export const lowPriority = (head: string) => ({
  preloads: (head.match(LOW_PRIORITY) ?? []).join(''),
  rest: head.replace(LOW_PRIORITY, ''),
});

export const TEMPLATE =
  '<!doctype html><html><head><title>EcoPanel</title><link rel="preload" href="/remotes.json" as="fetch" crossorigin fetchpriority="low"><link rel="preload" href="/static/federation.89ab.css" as="style" fetchpriority="low"><script defer src="/static/boot.1.js"></script><script data-after-paint="/static/main.4567.js" type="text/plain"></script><link as="script" fetchpriority="low" href="/static/main.4567.js" rel="preload"><link href="/static/main.1.css" rel="stylesheet"></head><body><div id="root"></div></body></html>';

/** A page the server rendered with no remote part (no registry, scripts or styles of its own), with `parts` over that. */
export const barePage = (template: string, parts: Partial<DocumentParts> = {}) =>
  composeDocument(template, {
    rendered: '<main></main>',
    registry: {},
    scripts: [],
    styles: [],
    manifests: [],
    ...parts,
  });
