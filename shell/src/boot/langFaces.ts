/**
 * A Sinhala or Tamil page's faces, preloaded only where the phone lacks them (src/fonts/langFonts.ts).
 * langFonts.css names the system face first (`local()`), so a phone that has it downloads nothing;
 * the server holds each face's preload in a template, with the system face's name, and this sends
 * the preload of each face the browser cannot find, as early as the page's first script runs.
 */

/** The template holding a page's font preloads. */
export const LANG_FACES_ATTRIBUTE = 'data-lang-faces';
/** On each preload: the same face as a system font, as local() sources (`local('Noto Sans Sinhala Bold'), ...`). */
export const LOCAL_FACE_ATTRIBUTE = 'data-local';

export function preloadMissingFaces(doc: Document = document): void {
  const held = doc.querySelector<HTMLTemplateElement>(`template[${LANG_FACES_ATTRIBUTE}]`);
  if (!held) return;
  for (const link of held.content.querySelectorAll('link')) {
    const local = link.getAttribute(LOCAL_FACE_ATTRIBUTE);
    // A browser without the Font Loading API cannot tell: it gets every preload.
    const found =
      typeof FontFace === 'function' && local
        ? new FontFace('system', local).load()
        : Promise.reject(new Error('no Font Loading API'));
    found.catch(() => doc.head.append(doc.importNode(link, true)));
  }
}
