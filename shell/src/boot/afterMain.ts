/**
 * A remote page's line for `main` first (issue 42): the remote's files requested once `main` is in.
 *
 * A throttled line is shared by every response in flight, whatever their priority: with the remote's
 * files (the federation runtime, its manifest, entry and page chunks, ~50 KB) requested beside it,
 * `main` arrived 0.6 s later than its own bytes take, and the header could not hydrate before it.
 * The remote's part hydrates only after the header's commit anyway, so its files can wait for
 * `main`'s: the server holds their preloads in a template naming `main`, and this sends them once
 * `main` has arrived (or failed). Nothing depends on it: without it the federation runtime requests
 * the same files when it needs them.
 */

/** The template holding the preloads sent once the script it names has arrived. */
export const AFTER_MAIN_ATTRIBUTE = 'data-after-main';

/** The template; `mainSrc` and the tags are escaped by the caller. Empty when there is nothing to hold. */
export const afterMainTemplate = (mainSrc: string, tags: string): string =>
  tags ? `<template ${AFTER_MAIN_ATTRIBUTE}="${mainSrc}">${tags}</template>` : '';

export function requestAfterMain(doc: Document = document): void {
  const held = doc.querySelector<HTMLTemplateElement>(`template[${AFTER_MAIN_ATTRIBUTE}]`);
  if (!held) return;
  let sent = false;
  const send = () => {
    if (sent) return;
    sent = true;
    doc.head.append(doc.importNode(held.content, true));
  };
  const src = held.getAttribute(AFTER_MAIN_ATTRIBUTE)!;
  const preload = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].find(
    (link) => link.getAttribute('href') === src,
  );
  // No preload to wait for, or it is in already: a resource entry is written once its response ends.
  if (!preload || performance.getEntriesByName(new URL(src, doc.baseURI).href).length) return send();
  preload.addEventListener('load', send);
  preload.addEventListener('error', send);
}
