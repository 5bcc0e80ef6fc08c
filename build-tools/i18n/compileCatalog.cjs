// An app's message catalog (src/i18n/<lang>.json: id -> ICU message) compiled for Lingui's runtime at
// build time, so no page ships the message parser (7.3 KB brotli, measured in docs/i18n-library.md's
// spike). Plain CommonJS: rspack loads it as a loader and jest as a transformer, neither through TS.
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');

/** Keys that are about the catalog, not messages: `$reviewed` lists the ids a native speaker checked. */
const isMeta = (key) => key.startsWith('$');

/**
 * en.json's entry for words whose English lives in the app's data (shared-ui's `t.content`): it
 * names the id for the content report and says nothing else, since an English page shows the data
 * itself. Left out of the compiled catalog: English pages carried them all (the shell's 134 were
 * about 1.5 KB brotli of every first load).
 */
const PASS_THROUGH = '{text}';

/**
 * The catalog's messages, compiled. A message that does not parse fails the build with its id and
 * file, rather than reaching a visitor as raw braces.
 */
function compileCatalog(source, file) {
  const raw = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(raw)) {
    if (isMeta(id)) continue;
    if (typeof message !== 'string') throw new Error(`${file}: "${id}" is not a string`);
    if (message === PASS_THROUGH) continue;
    try {
      compiled[id] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${file}: "${id}" is not a valid ICU message: ${error.message}`);
    }
  }
  return compiled;
}

module.exports = { compileCatalog, isMeta };
