import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RuleSetRule } from '@rspack/core';
import { reactRouterProduction, reactRouterTrimRule } from './moduleRules';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'router-trim-'));
  // What the shell's frame takes from the router (no forms, no data routers).
  writeFileSync(
    path.join(dir, 'entry.js'),
    "import { BrowserRouter, Link, NavLink, Route, Routes } from 'react-router';\n" +
      'window.router = { BrowserRouter, Link, NavLink, Route, Routes };\n',
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The router bundled for production as the apps' browser builds do it, with the given extra rules
 * (in a child process: @rspack/core is an ES module, which this jest cannot load).
 */
function bundle(rules: RuleSetRule[], out: string): string {
  const config = {
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, out), filename: 'main.js' },
    resolve: { alias: reactRouterProduction(), modules: [path.join(__dirname, '..', 'node_modules')] },
    module: { rules },
    performance: false,
  };
  const build = `
    const { rspack } = await import('@rspack/core');
    rspack(JSON.parse(process.env.CONFIG), (error, stats) => {
      if (error || stats.hasErrors()) { console.error(error ?? stats.toString('errors-only')); process.exit(1); }
    });`;
  execFileSync(process.execPath, ['--input-type=module', '-e', build], {
    cwd: __dirname,
    env: { ...process.env, CONFIG: JSON.stringify(config) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return readFileSync(path.join(dir, out, 'main.js'), 'utf8');
}

it("leaves out the router's form and fetcher code that no app imports, and keeps what they do", () => {
  const plain = bundle([], 'plain');
  const trimmed = bundle([reactRouterTrimRule()], 'trimmed');
  // <Form>'s encoding check: kept by `Form.displayName = "Form"` without the loader.
  expect(plain).toContain('application/x-www-form-urlencoded');
  expect(trimmed).not.toContain('application/x-www-form-urlencoded');
  // The data router's memoized routes (`React.memo(DataRoutes)`): its `isStatic` prop is read
  // there and in the route rendering every router uses, so once in the trimmed bundle.
  expect(plain.match(/isStatic/g)?.length).toBeGreaterThan(1);
  expect(trimmed.match(/isStatic/g)).toHaveLength(1);
  // What the entry uses is still there: a <Router> inside another is still refused in its words.
  expect(trimmed).toContain('You cannot render a <Router> inside another <Router>');
  expect(trimmed.length).toBeLessThan(plain.length - 3000);
});

it("finds what it removes in the installed router's build (an upgrade that renames them fails here)", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as rspack loads it
  const { trimReactRouter } = require('./reactRouterTrim.cjs') as {
    trimReactRouter: (source: string) => Record<'displayNames' | 'pureCalls' | 'computedReads', number>;
  };
  const dist = path.dirname(reactRouterProduction()['react-router$'] ?? '');
  const found = { displayNames: 0, pureCalls: 0, computedReads: 0 };
  for (const file of readdirSync(dist).filter((name) => name.endsWith('.mjs'))) {
    const counts = trimReactRouter(readFileSync(path.join(dist, file), 'utf8'));
    for (const key of Object.keys(found) as (keyof typeof found)[]) found[key] += counts[key];
  }
  expect(found.displayNames).toBeGreaterThan(10);
  expect(found.pureCalls).toBeGreaterThan(10);
  expect(found.computedReads).toBeGreaterThan(0);
});
