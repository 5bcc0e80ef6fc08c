// The release contract's own tests: Node, not jsdom, as the CLI and the build run them.
module.exports = require('../jest.preset.js')(__dirname, {
  testEnvironment: 'node',
});
