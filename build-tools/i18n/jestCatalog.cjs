// jest transformer for src/i18n/<lang>.json (jest.preset.js): jest parses a JSON module's transformed
// text as JSON, so the compiled catalog is given back as JSON, the same data the rspack loader exports.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { compileCatalog } = require('./compileCatalog.cjs');

// jest caches a transform's output by this file and the source; the compiler is another file, so
// its text is in the key too (a change to it otherwise left stale catalogs in the cache).
const COMPILER = readFileSync(require.resolve('./compileCatalog.cjs'), 'utf8');

module.exports = {
  process: (source, file) => ({ code: JSON.stringify(compileCatalog(source, file)) }),
  getCacheKey: (source, file) => createHash('sha1').update(COMPILER).update(file).update(source).digest('hex'),
};
