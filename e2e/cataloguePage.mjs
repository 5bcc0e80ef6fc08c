// What e2e/catalogue-*.test.mjs share (the catalogue remote in the composed site): a slot of the
// catalogue in a page, and its pictures brought into view and loaded.

/** The catalogue's slot for its exposed module `module` in `page`. */
export const slot = (page, module) => page.locator(`[data-remote-slot="catalogue/${module}"]`);

/**
 * Brings each picture inside `root` into view, as a reader scrolling past would, waits for it, and
 * returns [url, naturalWidth] for each (a missing or broken file has naturalWidth 0).
 */
export async function picturesLoaded(root) {
  return root.evaluate(async (el) => {
    const settled = (img) =>
      img.complete
        ? Promise.resolve()
        : new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          });
    const out = [];
    for (const img of el.querySelectorAll('img')) {
      img.scrollIntoView({ block: 'center' });
      await settled(img);
      out.push([img.currentSrc || img.src, img.naturalWidth]);
    }
    return out;
  });
}
