// One jest setup for every workspace: jsdom, swc for TS/TSX, CSS Modules as class-name proxies.
const path = require('node:path');

/** @param {string} dir the workspace folder */
module.exports = (dir, extra = {}) => ({
  displayName: path.basename(dir),
  rootDir: dir,
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '\\.woff2$': path.join(__dirname, 'jest', 'fileUrl.cjs'),
    '[\\\\/]i18n[\\\\/](en|si|ta)\\.json$': path.join(__dirname, 'build-tools', 'i18n', 'jestCatalog.cjs'),
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.module\\.css$': require.resolve('identity-obj-proxy'),
    '\\.css$': path.join(__dirname, 'jest', 'styleStub.js'),
    '\\.(webp|avif|png|jpg|svg|pdf)$': path.join(__dirname, 'jest', 'fileStub.js'),
    ...(extra.moduleNameMapper || {}),
  },
  // The language fonts are imported from node_modules for their URLs (shell/src/fonts).
  transformIgnorePatterns: ['/node_modules/(?!@fontsource/)'],
  setupFilesAfterEnv: [path.join(__dirname, 'jest', 'setup.ts')],
  ...Object.fromEntries(Object.entries(extra).filter(([k]) => k !== 'moduleNameMapper')),
});
