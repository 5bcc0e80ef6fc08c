// Lets plain Node run the repo's TypeScript build scripts (`node -r ./build-tools/register-ts.cjs x.ts`):
// TypeScript 7 has no JS API, so scripts are compiled on the fly with swc, as jest does.
const { transformSync } = require('@swc/core');
const fs = require('node:fs');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

// An extensionless import names a module, not data: `../apps` is apps.ts (which reads apps.json), as
// the bundlers and jest resolve it, so `.json` is tried after `.ts` here too.
const json = require.extensions['.json'];
delete require.extensions['.json'];
require.extensions['.json'] = json;
