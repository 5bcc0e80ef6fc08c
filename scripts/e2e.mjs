// `npm run test:e2e`: fresh production builds, then every e2e/*.test.mjs in Chromium, one file at a time.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { buildMissing, ROOT } from './servers.mjs';

buildMissing({ force: process.env.E2E_SKIP_BUILD !== '1' });
const files = readdirSync(path.join(ROOT, 'e2e'))
  .filter((f) => f.endsWith('.test.mjs'))
  .map((f) => path.join('e2e', f));
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
  cwd: ROOT,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
