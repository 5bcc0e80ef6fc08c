// One lint for the whole repo (`npm run lint`, run first by `npm test`).
// typescript-eslint's recommended preset, without type information. Measured on this 2-core machine
// (shared with other jobs), `time npx eslint .`: 23 s real. The type-checked preset (projectService,
// through TypeScript 6's JS API: TypeScript 7, which `tsc` runs, has none; hence the `typescript`
// alias in package.json) took 64 s and would need ~120 findings fixed first: not worth it yet.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import { borders, declaredDependencies } from './eslint/borders.mjs';

export default defineConfig(
  { ignores: ['**/dist/', '**/dist-server/', '**/node_modules/', '**/.tmp/', '**/coverage/', 'test-results/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.json', '.css'] }),
      ],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: borders }],
      // `../shared-ui/src/x` or `../build-tools/x`: another package is imported by its name, through its exports.
      'import-x/no-relative-packages': 'error',
      'import-x/no-unresolved': 'error',
      'import-x/no-extraneous-dependencies': ['error', { packageDir: ['.'], devDependencies: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A name read before its own declaration in the same scope: a TDZ error at run time, or a
      // shadowed outer name read by mistake (four e2e tests' `const started = Date.now()` hid the
      // describe block's `started`). Closures that run later may still name what is declared below.
      '@typescript-eslint/no-use-before-define': [
        'error',
        {
          functions: false,
          classes: false,
          variables: false,
          typedefs: false,
          ignoreTypeReferences: true,
          enums: false,
        },
      ],
    },
  },
  ...declaredDependencies,
  {
    // The top layer reaches into the apps' own files, which export nothing by package name.
    files: ['checks/**'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  {
    // TypeScript checks names itself (and knows the DOM and JSX types that no-undef does not).
    files: ['**/*.{ts,tsx}'],
    rules: { 'no-undef': 'off' },
  },
  {
    files: ['{shell,mfe-*,shared-ui}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    // The rules of hooks only: the plugin's other recommended rules check code for the React Compiler,
    // which this site does not build with (and they flag its deliberate post-hydration effects).
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['{shell,mfe-*,shared-ui}/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/src/test/**', 'jest/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Functions handed to page.evaluate() run in the browser.
    files: ['**/e2e/**', 'scripts/bench/**', 'dev-tools/browser/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.cjs', '**/jest.config.js', 'jest.preset.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
