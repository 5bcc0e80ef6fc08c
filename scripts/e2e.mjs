// `npm run test:e2e`: fresh production builds, then every e2e/*.test.mjs in Chromium with
// @playwright/test (playwright.config.mjs; traces and screenshots of a failed test in test-results/).
// Arguments pass through: `npm run test:e2e -- e2e/quotation-sends.test.mjs`, `-- --grep CSP`.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildMissing, ROOT } from './servers.mjs';

buildMissing({ force: process.env.E2E_SKIP_BUILD !== '1' });
const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('@playwright/test/package.json')), 'cli.js');
const result = spawnSync(process.execPath, [cli, 'test', ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
process.exit(result.status ?? 1);
