// `npm test` runs every workspace; `npm test -w <app>` runs one (each has its own jest.config.js).
module.exports = {
  projects: ['shared-ui', 'shell', 'mfe-catalogue', 'mfe-resources', 'mfe-quotation', 'mfe-impact', 'build-tools'].map(
    (dir) => `<rootDir>/${dir}/jest.config.js`,
  ),
};
