// The build tools' own tests (the image pipeline): Node, not jsdom, as they run in the build.
module.exports = require('../jest.preset.js')(__dirname, {
  testEnvironment: 'node',
  roots: ['<rootDir>'],
});
