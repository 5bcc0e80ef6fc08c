import { execFileSync } from 'node:child_process';
import { bundlerRuntimeSwap, federationRuntimeEsm } from './moduleRules';

/** The names a module exports, as rspack's injected runtime copies them (`for (key in runtime)`). */
const keysOf = (code: string): string[] =>
  JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' })) as string[];

it("swaps the bundler runtime's CommonJS build, as rspack's federation plugin finds it, for its ES modules", () => {
  const { cjs, esm } = bundlerRuntimeSwap();
  const runtimeTools = require.resolve('@module-federation/runtime-tools');
  const injected = require.resolve('@module-federation/webpack-bundler-runtime', { paths: [runtimeTools] });
  expect(cjs.test(injected)).toBe(true);
  expect(esm).toMatch(/webpack-bundler-runtime[\\/]dist[\\/]index\.js$/);
  // What the page's runtime gets from either build: the same functions under the same names.
  const fromCjs = keysOf(
    `import { createRequire } from 'node:module'; const m = createRequire(import.meta.url)(${JSON.stringify(
      injected,
    )}); console.log(JSON.stringify(Object.keys(m.default ?? m).sort()));`,
  );
  const fromEsm = keysOf(
    `const m = await import(${JSON.stringify(esm)}); console.log(JSON.stringify(Object.keys(m.default).sort()));`,
  );
  expect(fromEsm.length).toBeGreaterThan(3);
  expect(fromEsm).toEqual(fromCjs);
});

it("aliases the federation runtime's CommonJS file, as rspack's federation plugin resolves it, to its ES module", () => {
  const [cjs, esm] = Object.entries(federationRuntimeEsm())[0]!;
  const runtimeTools = require.resolve('@module-federation/runtime-tools');
  expect(cjs).toBe(require.resolve('@module-federation/runtime', { paths: [runtimeTools] }));
  expect(esm).toMatch(/[\\/]@module-federation[\\/]runtime[\\/]dist[\\/]index\.js$/);
  // What a remote gets from either build: the same functions under the same names.
  const fromCjs = keysOf(
    `import { createRequire } from 'node:module'; console.log(JSON.stringify(Object.keys(createRequire(import.meta.url)(${JSON.stringify(cjs)})).sort()));`,
  );
  const fromEsm = keysOf(
    `const m = await import(${JSON.stringify(esm)}); console.log(JSON.stringify(Object.keys(m).sort()));`,
  );
  expect(fromEsm).toContain('loadRemote');
  expect(fromEsm).toEqual(fromCjs);
});
