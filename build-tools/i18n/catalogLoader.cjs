// rspack loader for src/i18n/<lang>.json (moduleRules.ts catalogRule): the compiled catalog as an ES module.
const { compileCatalog } = require('./compileCatalog.cjs');

module.exports = function catalogLoader(source) {
  return `export default ${JSON.stringify(compileCatalog(source, this.resourcePath))};`;
};
