// The Playwright configuration of a remote's own suite (mfe-*/playwright.config.mjs): its e2e/ folder,
// one worker (two cores), a trace of a failed test in its test-results/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/** What the root suite and a remote's own configuration share: where its tests are and how they run. */
export const remoteProject = (configUrl) => {
  const dir = path.dirname(fileURLToPath(configUrl));
  return { name: path.basename(dir), testDir: path.join(dir, 'e2e'), testMatch: '*.test.mjs' };
};

export const remoteConfig = (configUrl) =>
  defineConfig({
    ...remoteProject(configUrl),
    workers: 1,
    fullyParallel: false,
    retries: 0,
    timeout: 120_000,
    reporter: [['list']],
    outputDir: path.join(path.dirname(fileURLToPath(configUrl)), 'test-results'),
    use: { trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  });
