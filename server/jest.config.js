const path = require('node:path');

// The server's tests render the shell's UI (its App, from @ecopanel/shell) as the server does; the
// MF runtime is the shell's stub (no remote is loaded over the network in a unit test).
module.exports = require('../jest.preset.js')(__dirname, {
  moduleNameMapper: {
    '^@module-federation/runtime-tools/runtime$': path.join(
      __dirname,
      '..',
      'shell',
      'src',
      'test',
      'mfRuntimeStub.ts',
    ),
  },
});
