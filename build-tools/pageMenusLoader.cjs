// rspack loader of the shell's browser build (shell/rspack.config.ts) for apps.json and the shell's
// menu files: what a page reads of them. Menu names in the other languages (`labels`) stay on the
// server, which puts the page's menus, names in its language included, in every page it serves and
// in the pages the build keeps static (server/src/compose/document.ts siteNavScript); a page without
// them (spa.html served by static hosting) shows the English names. What only the build and the
// tests read of apps.json (folders, port variables, exposed files) stays out too. Together 0.9 KB
// brotli of every English first load (issue 25 point 7: 2 KB at most for the other languages).
const LEFT_OUT = new Set(['labels', '$comment', 'dir', 'portVar', 'exposes']);

/** `value` as JSON without what the page does not read. */
const pageJson = (value) => JSON.stringify(value, (key, v) => (LEFT_OUT.has(key) ? undefined : v));

module.exports = function pageMenusLoader(source) {
  return pageJson(JSON.parse(source));
};
module.exports.pageJson = pageJson;
