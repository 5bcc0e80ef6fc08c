// The suite's own promise (playwright.config.mjs): a failed test leaves its trace and a screenshot.
// A test that fails on purpose (e2e/meta/fails.check.mjs) runs in a child Playwright process with
// the suite's settings (e2e/meta/playwright.config.mjs), into a folder of its own.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from './fixtures.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(path.dirname(createRequire(import.meta.url).resolve('@playwright/test/package.json')), 'cli.js');

test('a failed test keeps its trace and a screenshot of its page', async () => {
  const out = mkdtempSync(path.join(os.tmpdir(), 'ecopanel-artifacts-'));
  try {
    const result = spawnSync(
      process.execPath,
      [
        CLI,
        'test',
        '--config',
        path.join(ROOT, 'e2e', 'meta', 'playwright.config.mjs'),
        '--output',
        out,
        '--reporter',
        'line',
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    assert.equal(result.status, 1, 'the check fails, as it should');
    assert.match(result.stdout, /1 failed/);
    const files = readdirSync(out, { recursive: true }).map(String);
    assert.ok(
      files.some((f) => f.endsWith('trace.zip')),
      `a trace in ${files.join(', ')}`,
    );
    assert.ok(
      files.some((f) => /test-failed-\d+\.png$/.test(f)),
      `a screenshot in ${files.join(', ')}`,
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
