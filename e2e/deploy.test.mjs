import { siteAndBrowser, test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS } from '../scripts/apps.mjs';
import { ROOT, startApp } from '../scripts/servers.mjs';
import { firebaseJson, firebaseRc, readProduction } from '../scripts/deployConfig.mjs';
import { minimatch } from 'minimatch';
import { openPage } from './harness.mjs';
import { buildCatalogueRelease, digest, fixSinhala } from './release.mjs';

/** Firebase Hosting's matching: a rule's glob (with a leading slash added) or regex, on the request path. */
const matches = (rule, requestPath) =>
  rule.regex
    ? new RegExp(rule.regex).test(requestPath)
    : minimatch(requestPath, rule.source.startsWith('/') ? rule.source : `/${rule.source}`);
const headersFor = (site, requestPath) =>
  Object.fromEntries(
    site.headers
      .filter((rule) => matches(rule, requestPath))
      .flatMap((rule) => rule.headers.map((h) => [h.key, h.value])),
  );

test.describe('deployment configuration', () => {
  test('writes header rules for request paths, as Firebase Hosting matches them: every page is revalidated by browsers', () => {
    const { hosting } = firebaseJson(readProduction());
    const shell = hosting.find((h) => h.target === 'shell');
    // `/` takes the road of every page: no page file is uploaded (Hosting serves a file before any
    // rewrite), and `/` is rewritten to the server, whose answer sets its own Cache-Control.
    for (const file of ['index.html', 'spa.html', 'our-story.html', 'si.html'])
      assert.ok(shell.ignore.includes(file), file);
    assert.equal(headersFor(shell, '/')['Cache-Control'], undefined, "the server's Cache-Control, not Hosting's");
    for (const page of [
      '/',
      '/si/',
      '/our-story',
      '/contact-us',
      '/products',
      '/products/1/maple-ceiling-sheet',
      '/resources/faq',
      '/contact',
      '/no-such-page',
    ]) {
      // No file has that name: the rewrite sends it to the shell's server, whose answers the live tests check.
      assert.ok(shell.rewrites.find((r) => matches(r, page))?.run, `${page} is rendered by the shell's server`);
    }
    // The sitemap is composed by the server from the live releases: never the build's file.
    assert.ok(shell.ignore.includes('sitemap.xml'));
    assert.ok(shell.rewrites.find((r) => matches(r, '/sitemap.xml'))?.run, '/sitemap.xml is answered by the server');
    assert.ok(
      !shell.headers.some((rule) => rule.source?.endsWith('.html') && !rule.source.startsWith('{')),
      'no rule names a rewritten file',
    );
    assert.match(headersFor(shell, '/static/main.0123456789.js')['Cache-Control'], /immutable/);
    assert.equal(headersFor(shell, '/remotes.json')['Cache-Control'], 'no-cache');
    for (const remote of hosting.filter((h) => h.target !== 'shell')) {
      assert.equal(headersFor(remote, '/products')['X-Robots-Tag'], 'noindex', `${remote.target} QA page`);
      assert.equal(headersFor(remote, '/static/x.0123456789.js')['X-Robots-Tag'], undefined);
      assert.match(headersFor(remote, '/releases/abc123/remoteEntry.js')['Cache-Control'], /immutable/);
      assert.match(headersFor(remote, '/releases/abc123/server/remoteEntry.js')['Cache-Control'], /immutable/);
      // The list of kept releases changes with every deploy (the next build reads it: build-tools/release).
      assert.equal(headersFor(remote, '/releases/index.json')['Cache-Control'], 'no-cache');
      assert.equal(headersFor(remote, '/release.json')['Cache-Control'], 'no-cache');
      assert.ok(
        !remote.rewrites.some((r) => matches(r, '/static/missing.0123456789.js')),
        `${remote.target}: a missing file is a 404`,
      );
    }
  });

  test('firebase.json and .firebaserc are what deploy/production.json and the server rules generate', () => {
    const production = readProduction();
    assert.deepEqual(JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')), firebaseJson(production));
    assert.deepEqual(JSON.parse(readFileSync(path.join(ROOT, '.firebaserc'), 'utf8')), firebaseRc(production));
  });

  test('gives every site the security headers and the never-stale and immutable cache rules', () => {
    const { hosting } = firebaseJson(readProduction());
    assert.deepEqual(
      hosting.map((h) => h.target),
      APPS.map((a) => a.name),
    );
    for (const site of hosting) {
      const all = site.headers.find((h) => h.source === '**').headers;
      const csp = all.find((h) => h.key === 'Content-Security-Policy').value;
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
      assert.doesNotMatch(scriptSrc, /unsafe-inline|unsafe-eval/);
      assert.match(csp, /frame-ancestors 'none'/);
      assert.match(csp, /connect-src[^;]*https:\/\/api\.emailjs\.com[^;]*wss:\/\//);
      for (const key of ['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy'])
        assert.ok(
          all.some((h) => h.key === key),
          key,
        );
      const cache = (file) =>
        site.headers
          .filter((h) => (h.source?.startsWith('{') ? h.source.slice(1, -1).split(',').includes(file) : false))
          .flatMap((h) => h.headers)
          .find((h) => h.key === 'Cache-Control')?.value;
      for (const file of ['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js'])
        assert.equal(cache(file), 'no-cache', file);
      const immutable = site.headers
        .find((h) => h.source === 'static/**')
        .headers.find((h) => h.key === 'Cache-Control').value;
      assert.match(immutable, /immutable/);
      assert.equal(
        all.some((h) => h.key === 'Access-Control-Allow-Origin'),
        site.target !== 'shell',
      );
    }
  });
});

test.describe('a remote released on its own', () => {
  const lab = siteAndBrowser();

  test('shows in the running site after a reload, with the shell neither rebuilt nor restarted', async () => {
    const shellDist = path.join(ROOT, 'shell', 'dist');
    const shellBefore = digest(shellDist);
    const shellServer = lab.site.servers.shell;
    const { page, errors } = await openPage(lab.browser);
    await page.goto(lab.site.url('/products'));
    await page.locator('[data-remote-slot^="catalogue/"][data-remote-state="ready"]').waitFor();
    assert.equal(await page.locator('[data-release="next"]').count(), 0);

    // The release also fixes a Sinhala string: the remote's catalog is released with its code.
    const fixed = 'නිෂ්පාදන එකතුව: නව සංස්කරණය';
    const siBefore = await (await fetch(lab.site.url('/si/products'))).text();
    assert.ok(!siBefore.includes(fixed));
    const nextDist = await test.step('the catalogue team builds its next release', () =>
      buildCatalogueRelease(fixSinhala('Premium Panel Collection', fixed)));
    await test.step('and deploys it, keeping the earlier releases', async () => {
      // A deploy keeps the earlier releases (DEPLOY.md): pages rendered with them still load.
      const earlier = path.join(ROOT, 'mfe-catalogue', 'dist', 'releases');
      cpSync(earlier, path.join(nextDist, 'releases'), { recursive: true });
      await lab.site.servers.catalogue.stop();
      lab.site.servers.catalogue = await startApp('catalogue', lab.site.ports.catalogue, { dir: nextDist });
    });

    // The shell's server takes up a release within its 5 s check interval (README): reload until then.
    const banner = page.getByText('Spring collection now in stock');
    await test.step('a reload shows it within the release check interval', async () => {
      const until = Date.now() + 30000;
      do {
        await page.reload({ timeout: 20_000 });
        if (
          await banner.waitFor({ timeout: 4000 }).then(
            () => true,
            () => false,
          )
        )
          break;
      } while (Date.now() < until);
      await banner.waitFor({ timeout: 1000 });
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 10_000 });
    });
    await test.step('the Sinhala page has the fix, rendered by the server and hydrated', async () => {
      const siAfter = await (await fetch(lab.site.url('/si/products'), { signal: AbortSignal.timeout(20_000) })).text();
      assert.match(siAfter, new RegExp(`<h1[^>]*>${fixed}</h1>`));
      await page.goto(lab.site.url('/si/products'), { timeout: 30_000 });
      await page.getByRole('heading', { level: 1, name: fixed }).waitFor({ timeout: 20_000 });
      await page.locator('[data-remote-slot^="catalogue/"][data-remote-state="ready"]').waitFor({ timeout: 20_000 });
    });
    assert.equal(lab.site.servers.shell, shellServer);
    assert.equal(digest(shellDist), shellBefore);
    assert.deepEqual(errors, []);
  });
});
