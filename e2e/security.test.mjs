import { siteAndBrowser, test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { openPage, ROUTES, scrollThrough } from './harness.mjs';

// Every route, walked with the production headers: the CSP must never have to block anything the
// site itself does (a violation here means either an injection or a CSP that is out of date).
const RECORD_VIOLATIONS = () => {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI}`);
  });
};

test.describe('security', () => {
  const lab = siteAndBrowser();

  test('sends a strict CSP and the other security headers with every page and remote file', async () => {
    const page = await fetch(lab.site.url('/products'));
    const csp = page.headers.get('content-security-policy');
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([k, ...v]) => [k, v]),
    );
    assert.deepEqual(directives['default-src'], ["'self'"]);
    assert.ok(!directives['script-src'].some((s) => /unsafe/.test(s)), directives['script-src'].join(' '));
    for (const port of Object.values(lab.site.ports).slice(1))
      assert.ok(directives['script-src'].includes(`http://localhost:${port}`));
    assert.deepEqual(directives['frame-ancestors'], ["'none'"]);
    assert.deepEqual(directives['object-src'], ["'none'"]);
    assert.deepEqual(directives['frame-src'].sort(), ['https://www.google.com', 'https://www.youtube-nocookie.com']);
    assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(page.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.match(page.headers.get('permissions-policy'), /camera=\(\)/);
    const entry = await fetch(`http://localhost:${lab.site.ports.catalogue}/remoteEntry.js`);
    assert.equal(entry.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(entry.headers.get('access-control-allow-origin'), '*');
  });

  test('reports no CSP violation and no error while walking every route, remotes included', async () => {
    const { page, errors } = await openPage(lab.browser);
    await page.addInitScript(RECORD_VIOLATIONS);
    const violations = [];
    for (const route of ROUTES) {
      await page.goto(lab.site.url(route));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await scrollThrough(page);
      const pending = await page.locator('[data-remote-state="loading"]').count();
      assert.equal(pending, 0, `${route}: a remote is still loading`);
      violations.push(...(await page.evaluate(() => window.__cspViolations)).map((v) => `${route}: ${v}`));
    }
    assert.deepEqual(violations, []);
    assert.deepEqual(errors, []);
  });
});
