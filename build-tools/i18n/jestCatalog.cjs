// jest transformer for src/i18n/<lang>.json (jest.preset.js): jest parses a JSON module's transformed
// text as JSON, so the compiled catalog is given back as JSON, the same data the rspack loader exports.
const { compileCatalog } = require('./compileCatalog.cjs');

module.exports = {
  process: (source, file) => ({ code: JSON.stringify(compileCatalog(source, file)) }),
};
