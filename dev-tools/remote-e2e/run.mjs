#!/usr/bin/env node
// `npm test -w <remote>` (the `remote-tests` bin, run in the remote's folder): that remote's tests
// alone, as its team and its QA run them (issue 44, point 5).
//
//   npm test -w mfe-catalogue                       unit tests, a build of this remote only, then its
//                                                   e2e/ suite against its standalone QA page
//   npm test -w mfe-catalogue -- --site <url> --token <preview token> [--release <id>]
//                                                   unit tests, then the same e2e/ suite against a
//                                                   composed site, this remote's candidate release
//                                                   (default: the one last built here) through its preview
//   --unit / --e2e                                  only one half; anything else goes to Playwright
//                                                   (`--grep calculator`)
// REMOTE_E2E_SKIP_BUILD=1 uses the dist already there.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';

const OPTIONS = {
  site: { type: 'string' },
  token: { type: 'string' },
  release: { type: 'string' },
  unit: { type: 'boolean' },
  e2e: { type: 'boolean' },
};
const { values, tokens } = parseArgs({ options: OPTIONS, allowPositionals: true, strict: false, tokens: true });
// What is not ours goes to Playwright as it was written (`--grep x`, `--grep=x`, a file).
const passOn = tokens.flatMap((t) => {
  if (t.kind === 'positional') return [t.value];
  if (t.kind === 'option-terminator') return ['--'];
  if (t.name in OPTIONS) return [];
  return [t.inlineValue ? `${t.rawName}=${t.value}` : t.rawName];
});

const here = process.cwd();
const require = createRequire(import.meta.url);
const bin = (pkg, file) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);
const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: here, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

function main() {
  if (!values.e2e) {
    const status = run(process.execPath, [bin('jest', 'bin/jest.js'), '--config', 'jest.config.js']);
    if (status !== 0 || values.unit) return status;
  }
  if (!values.site && process.env.REMOTE_E2E_SKIP_BUILD !== '1') {
    // This remote only: its build reads shared-ui and build-tools from source.
    const status = run('npm', ['run', 'build']);
    if (status !== 0) return status;
  }
  const site = values.site
    ? { REMOTE_E2E_SITE: values.site, REMOTE_E2E_TOKEN: values.token ?? '', REMOTE_E2E_RELEASE: values.release ?? '' }
    : {};
  return run(
    process.execPath,
    [bin('@playwright/test', 'cli.js'), 'test', '-c', 'playwright.config.mjs', ...passOn],
    site,
  );
}

process.exit(main());
