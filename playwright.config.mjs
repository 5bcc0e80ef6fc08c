// The end-to-end suite (`npm run test:e2e`, which builds first: scripts/e2e.mjs). One worker: two
// cores. Each site a test starts runs its own e-mail and database stand-ins on free ports, which its
// pages reach at the ports the builds name (3010, 3011) through a proxy, so `npm start` may run
// meanwhile (e2e/harness.mjs, e2e/standinProxy.mjs).
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'e2e',
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
