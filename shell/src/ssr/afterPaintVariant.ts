import { AFTER_PAINT_ATTRIBUTE } from '../boot/afterFirstPaint';

/**
 * Variant B of the after-paint hold-back (issue 42 point 3), for `npm run bench`'s A/B only: the
 * server sends the same page with what is held back until the first paint requested at once, at
 * low priority. The template's preloads (`<template data-after-paint>`) become plain preloads and
 * each held script (`main`, a page's own chunk) gets a low-priority preload of its own; the scripts
 * themselves stay held, so the boot script still runs them after the first paint (and uses the
 * preloaded copies). Variant A (the default) sends the page as it is.
 *
 * On with `AFTER_PAINT=eager` in the server's environment; anything else is variant A.
 */
export type AfterPaintVariant = 'held' | 'eager';

export const afterPaintVariantFromEnv = (env: NodeJS.ProcessEnv = process.env): AfterPaintVariant =>
  env.AFTER_PAINT === 'eager' ? 'eager' : 'held';

const TEMPLATE = new RegExp(`<template ${AFTER_PAINT_ATTRIBUTE}>([\\s\\S]*?)</template>`, 'g');
const HELD_SCRIPT = /<script\b[^>]*>\s*<\/script>/g;
const HELD_SRC = new RegExp(`\\s${AFTER_PAINT_ATTRIBUTE}="([^"]+)"`);
const lowPriority = (tag: string) =>
  /fetchpriority=/i.test(tag) ? tag : tag.replace(/^<link /, '<link fetchpriority="low" ');

/** The page with its held-back preloads and scripts requested at once, at low priority (variant B). */
export function eagerAfterPaint(html: string): string {
  return html
    .replace(TEMPLATE, (_, inner: string) => inner.replace(/<link [^>]*>/g, lowPriority))
    .replace(HELD_SCRIPT, (tag) => {
      if (!/type="text\/plain"/.test(tag)) return tag;
      const src = HELD_SRC.exec(tag)?.[1];
      return src ? `${tag}<link rel="preload" href="${src}" as="script" fetchpriority="low">` : tag;
    });
}
