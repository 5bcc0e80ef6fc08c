// The end-to-end suite (`npm run test:e2e`, which builds first: scripts/e2e.mjs). One worker: two
// cores. Each site a test starts runs its own e-mail and database stand-ins on free ports, which its
// pages reach at the ports the builds name (3010, 3011) through a proxy, so `npm start` may run
// meanwhile (e2e/harness.mjs, dev-tools/standins/proxy.mjs).
//
// Two kinds of project: `site`, the composed site's suite (e2e/), and one per remote, that remote's
// own suite (mfe-*/e2e/, issue 44 point 5) against its standalone QA page, as `npm test -w <remote>`
// runs it (e2e/remote-suites.test.mjs runs them against a composed site through the preview).
import { readFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const REMOTES = JSON.parse(readFileSync(new URL('./apps.json', import.meta.url), 'utf8')).apps.filter(
  (app) => app.name !== 'shell',
);

export default defineConfig({
  projects: [
    { name: 'site', testDir: 'e2e' },
    ...REMOTES.map((app) => ({ name: app.name, testDir: `${app.dir}/e2e` })),
  ],
  testMatch: '*.test.mjs',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  // A test may build a remote release (about a minute on 2 cores) or walk every route.
  timeout: 240_000,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    // Kept for a failed test only, in test-results/: `npx playwright show-trace <trace.zip>`.
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
