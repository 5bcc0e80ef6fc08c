// `npm test` runs every workspace; `npm test -w <app>` runs one (each has its own jest.config.js).
const { apps } = require('./apps.json');

module.exports = {
  projects: ['shared-ui', ...apps.map((app) => app.dir), 'server', 'releases', 'build-tools', 'checks'].map(
    (dir) => `<rootDir>/${dir}/jest.config.js`,
  ),
};
