const path = require('node:path');

// The shell's tests compose the real remotes without servers: the MF runtime is replaced by a stub
// whose loadRemote imports each remote's exposed module from source.
module.exports = require('../jest.preset.js')(__dirname, {
  moduleNameMapper: {
    '^@module-federation/runtime-tools/runtime$': path.join(__dirname, 'src/test/mfRuntimeStub.ts'),
  },
});
