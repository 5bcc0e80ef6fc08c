// Runtime composition: the shell and its four remotes run one React DOM, the shell's bundle names
// no remote (a remote loads from wherever remotes.json says, with the same shell build), each route
// prefix goes to its owner, and each remote is served standalone for QA. What a page loads and how
// it is served: composition-loading.test.mjs.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configure, ROOT, startApp } from '../scripts/servers.mjs';
import { siteAndBrowser, test } from './fixtures.mjs';
import { openPage, scrollThrough } from './harness.mjs';

// React DOM registers itself with the devtools hook once per copy: a fake hook counts the copies.
const COUNT_REACT_DOMS = () => {
  window.__reactDomCopies = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      window.__reactDomCopies.push(renderer.version);
      return window.__reactDomCopies.length;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
};

test.describe('runtime composition', () => {
  const lab = siteAndBrowser();

  test('runs exactly one React DOM across the shell and all four remotes', async () => {
    const { page, errors } = await openPage(lab.browser);
    await page.addInitScript(COUNT_REACT_DOMS);
    await page.goto(lab.site.url('/'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await scrollThrough(page, 30);
    await page.locator('[data-remote-slot^="impact/"][data-remote-state="ready"]').waitFor();
    await page.locator('[data-remote-slot^="catalogue/"][data-remote-state="ready"]').waitFor();
    for (const [label, href] of [
      ['Products', '/products'],
      ['Resources', '/resources'],
    ]) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL(`**${href}`);
    }
    await page.locator('[data-remote-slot^="resources/"][data-remote-state="ready"]').waitFor();
    await page.goto(lab.site.url('/contact'));
    await page.locator('[data-remote-slot^="quotation/"][data-remote-state="ready"]').waitFor();
    const copies = await page.evaluate(() => window.__reactDomCopies);
    assert.equal(copies.length, 1, `React DOM copies: ${JSON.stringify(copies)}`);
    assert.deepEqual(errors, []);
  });

  test('compiles no remote URL into the shell bundle', () => {
    const dir = path.join(ROOT, 'shell', 'dist', 'static');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
      const code = readFileSync(path.join(dir, file), 'utf8');
      // The site's own URL (canonical links) may appear; no remote's origin or manifest may. (The app
      // manifest's route table is compiled in, with each app's dev port as a bare number: no origin.)
      assert.doesNotMatch(code, /\/\/(localhost|127\.0\.0\.1):300[1-4]\b|https?:\/\/[^"'\s]*mf-manifest\.json/, file);
    }
  });

  test('loads a remote from wherever remotes.json says, with the same shell build', async () => {
    const moved = 4150;
    const restart = await lab.site.stop('catalogue');
    let elsewhere;
    try {
      // A deploy of remotes.json: the same shell files; the server's CSP follows the remote origins.
      configure({ ...lab.site.ports, catalogue: moved });
      await (
        await lab.site.stop('shell')
      )();
      elsewhere = await startApp('catalogue', moved);
      const { page, errors } = await openPage(lab.browser);
      const requested = [];
      page.on('request', (r) => requested.push(r.url()));
      await page.goto(lab.site.url('/products'));
      await page.getByRole('heading', { name: 'Premium Panel Collection' }).waitFor();
      // The server rendered with the remote at its new place and pinned the browser to that release.
      assert.ok(
        requested.some((u) =>
          new RegExp(`^http://localhost:${moved}/(releases/[0-9a-f]+/)?mf-manifest\\.json$`).test(u),
        ),
        requested.join('\n'),
      );
      assert.ok(!requested.some((u) => u.includes(`:${lab.site.ports.catalogue}/`)));
      assert.deepEqual(errors, []);
    } finally {
      await elsewhere?.stop();
      configure(lab.site.ports);
      await (
        await lab.site.stop('shell')
      )();
      await restart();
    }
  });

  test('routes each prefix to its owner', async () => {
    const { page } = await openPage(lab.browser);
    const cases = [
      ['/products', 'catalogue'],
      ['/products/1/maple-ceiling-sheet', 'catalogue'],
      ['/resources', 'resources'],
      ['/resources/faq', 'resources'],
      ['/contact', 'quotation'],
    ];
    for (const [route, remote] of cases) {
      await page.goto(lab.site.url(route));
      await page.locator(`[data-remote-slot^="${remote}/"][data-remote-state="ready"]`).waitFor();
      assert.equal(await page.getByRole('contentinfo').count(), 1, `${route} has the footer`);
      assert.equal(await page.getByRole('banner').count(), 1, `${route} has the header`);
    }
    await page.goto(lab.site.url('/projects'));
    await page.waitForURL('**/resources/projects');
    await page.locator('[data-remote-slot^="resources/"][data-remote-state="ready"]').waitFor();

    await page.goto(lab.site.url('/contact-us'));
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Contact Us');
    assert.equal(await page.getByRole('navigation', { name: 'Breadcrumb' }).count(), 1);

    await page.goto(lab.site.url('/no/such/page'));
    await page.getByText("Oops! You're drifting in space. This page doesn't exist.").waitFor();
    await page.getByRole('link', { name: 'Return to Earth' }).click();
    await page.waitForURL(lab.site.url('/'));
  });

  test('serves each remote standalone for QA, with its own router and shared-ui styling', async () => {
    const { page, errors } = await openPage(lab.browser);
    const cases = [
      ['catalogue', '/products', 'Premium Panel Collection'],
      ['resources', '/resources/certificate', 'Patent Certificates & Test Reports'],
      ['quotation', '/', 'Request a Quotation'],
      ['impact', '/', 'Green Impact Monitor'],
    ];
    for (const [remote, route, heading] of cases) {
      await page.goto(`http://localhost:${lab.site.ports[remote]}${route}`);
      await page.getByText(`Standalone preview of the ${remote} remote`).waitFor();
      await page.getByRole('heading', { name: heading }).waitFor();
      // shared-ui's tokens are applied: the body uses the system font stack, not the UA default.
      assert.match(await page.evaluate(() => getComputedStyle(document.body).fontFamily), /system-ui/);
    }
    assert.deepEqual(errors, []);
  });
});
