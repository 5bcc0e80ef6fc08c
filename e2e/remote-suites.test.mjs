import { siteAndBrowser, test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { REMOTES } from '../scripts/apps.mjs';
import { ROOT } from '../scripts/servers.mjs';

// Each remote's own suite (mfe-*/e2e/, issue 44 point 5) as its QA runs it against a composed site:
// `npm test -w <remote> -- --e2e --site <url> --token <preview token>`, every page of it through the
// site's preview of the release that remote last built. (The root suite runs the same suites
// against each standalone QA page as projects of its own: playwright.config.mjs.)

const TOKEN = randomBytes(16).toString('hex');

/** Runs `npm test -w <dir>` with `args`; resolves to its exit code and output. */
function remoteSuite(dir, args, env) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['test', '-w', dir, '--', ...args], { cwd: ROOT, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

test.describe('each remote’s own suite against the composed site, through the preview', () => {
  const lab = siteAndBrowser({ shellEnv: { PREVIEW_TOKEN: TOKEN } });

  for (const remote of REMOTES) {
    test(`npm test -w ${remote.dir} -- --site: its suite passes on the site with its candidate`, async () => {
      const { code, output } = await remoteSuite(remote.dir, ['--e2e', '--site', lab.site.url(''), '--token', TOKEN], {
        // The site's pages reach this site's stand-ins through its proxy, as the suite's browsers do.
        REMOTE_E2E_PROXY: JSON.stringify(lab.site.proxy.contextProxy(Object.values(lab.site.ports))),
      });
      assert.equal(code, 0, output);
      const passed = Number(/(\d+) passed/.exec(output)?.[1] ?? 0);
      assert.ok(passed > 0, output);
      assert.doesNotMatch(output, /\d+ failed/);
    });
  }

  test('--site without a token is refused with a clear message, and fails', async () => {
    const { code, output } = await remoteSuite('mfe-catalogue', ['--e2e', '--site', lab.site.url('')], {});
    assert.notEqual(code, 0);
    assert.match(output, /--site needs --token/);
  });
});
