// The repo's top layer: checks that hold several apps and tools together (every app's copy against
// shared-ui's facts, the owner's preflight against each app's settings, the image pipeline on the
// apps' real image lists). Nothing imports from here; here may import any app, shared-ui and build-tools.
module.exports = require('../jest.preset.js')(__dirname, {
  testEnvironment: 'node',
  roots: ['<rootDir>'],
});
