// Runtime composition, what a page loads and how it is served: on a remote route the registry is in
// the page and the federation runtime and the remote's files are fetched early, each once; remotes
// below the fold load only as they near the viewport; remotes.json and entry points go uncached,
// hashed files immutable, with security headers; robots.txt and the sitemap name every public
// route. One React DOM, the registry and routing: composition-runtime.test.mjs.
import assert from 'node:assert/strict';
import { REMOTES } from '../scripts/apps.mjs';
import { siteAndBrowser, test } from './fixtures.mjs';
import { openPage } from './harness.mjs';

test.describe('runtime composition', () => {
  const lab = siteAndBrowser();

  test("on a remote route, has the registry in the page and fetches the federation runtime and the remote's files early, each once", async () => {
    const response = await fetch(lab.site.url('/products'));
    // No connection to the remotes the page does not use: only its own remote's files, from <head>.
    assert.doesNotMatch(response.headers.get('link') ?? '', /preconnect/);
    const html = await response.text();
    const origins = new Set(
      [
        ...html
          .split('</head>')[0]
          .matchAll(/<link rel="(?:stylesheet|preload|preconnect)"[^>]* href="(https?:[^"]+)"/g),
      ].map((m) => new URL(m[1]).port),
    );
    assert.deepEqual(
      [...origins].filter((port) => port !== String(lab.site.ports.shell)),
      [String(lab.site.ports.catalogue)],
    );
    const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map(
      (m) => new URL(m[1], lab.site.url('/')).href,
    );
    // The server wrote the registry into the page: no request for remotes.json.
    assert.ok(!preloaded.some((href) => href.endsWith('/remotes.json')), preloaded.join(' '));
    assert.match(
      html,
      /<script type="application\/json" id="remote-registry">\{"catalogue":"http:\/\/localhost:\d+\/releases\/[0-9a-f]+\/mf-manifest.json"/,
    );
    assert.ok(
      preloaded.some((href) => /\/static\/federation\.[0-9a-f]+\.js$/.test(href)),
      preloaded.join(' '),
    );

    const { page, errors } = await openPage(lab.browser);
    const requested = [];
    page.on('request', (r) => requested.push(r.url()));
    const warnings = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.goto(lab.site.url('/products'));
    await page.locator('[data-remote-slot^="catalogue/"][data-remote-state="ready"]').waitFor();
    await page.waitForTimeout(3500); // Chrome warns of a preload left unused after 3 s.
    for (const href of preloaded) {
      assert.equal(requested.filter((p) => p === href).length, 1, `${href} fetched once: the preload was used`);
    }
    assert.ok(!requested.some((u) => u.endsWith('/remotes.json')));
    // The head preloaded the catalogue's manifest and files of the release the server rendered; the runtime used them.
    const catalogue = requested
      .filter((u) => u.startsWith(`http://localhost:${lab.site.ports.catalogue}/`))
      .map((u) => new URL(u).pathname.replace(/^\/releases\/[0-9a-f]+/, ''))
      .filter(
        (p) => p === '/mf-manifest.json' || p === '/remoteEntry.js' || p.includes('__federation_expose_ProductRoutes'),
      );
    assert.deepEqual(catalogue.map((p) => p.replace(/\.[0-9a-f]{10}\./, '.')).sort(), [
      '/mf-manifest.json',
      '/remoteEntry.js',
      '/static/__federation_expose_ProductRoutes.css',
      '/static/__federation_expose_ProductRoutes.js',
    ]);
    assert.deepEqual(
      warnings.filter((w) => /preload/i.test(w)),
      [],
    );
    assert.deepEqual(errors, []);

    // The shell's own prerendered pages do not pay for a runtime they need only further down.
    const home = await (await fetch(lab.site.url('/'))).text();
    assert.doesNotMatch(home, /rel="preload" href="\/static\/federation/);
  });

  test('loads below-the-fold remotes only when they near the viewport', async () => {
    const { page } = await openPage(lab.browser, { viewport: { width: 1280, height: 400 } });
    const requested = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto(lab.site.url('/'));
    await page.waitForLoadState('networkidle');
    const impactPort = `:${lab.site.ports.impact}/`;
    assert.ok(!requested.some((u) => u.includes(impactPort)), 'impact fetched before scrolling');
    await page.locator('[data-remote-slot="impact/ImpactMonitor"]').scrollIntoViewIfNeeded();
    await page.locator('[data-remote-slot^="impact/"][data-remote-state="ready"]').waitFor();
    assert.ok(requested.some((u) => u.includes(impactPort)));
  });

  test('serves remotes.json and entry points uncached, hashed files immutable, with security headers', async () => {
    const registry = await fetch(lab.site.url('/remotes.json'));
    assert.equal(registry.headers.get('cache-control'), 'no-cache');
    const remotes = await registry.json();
    assert.deepEqual(
      Object.keys(remotes),
      REMOTES.map((a) => a.name),
    );
    const manifest = await fetch(remotes.catalogue);
    assert.equal(manifest.headers.get('cache-control'), 'no-cache');
    assert.equal(manifest.headers.get('access-control-allow-origin'), '*');
    const entry = await fetch(remotes.catalogue.replace('mf-manifest.json', 'remoteEntry.js'));
    assert.equal(entry.headers.get('cache-control'), 'no-cache');
    const html = await (await fetch(lab.site.url('/'))).text();
    // main, and the boot script that runs it (a few hundred bytes, compressed all the same).
    for (const name of ['main', 'boot']) {
      const script = html.match(new RegExp(`"(/static/${name}\\.[^"]+\\.js)"`))?.[1];
      assert.ok(script, `index.html references a hashed ${name} script`);
      const asset = await fetch(lab.site.url(script), { headers: { 'accept-encoding': 'gzip, br' } });
      assert.match(asset.headers.get('cache-control') ?? '', /immutable/);
      assert.match(asset.headers.get('content-encoding') ?? '', /gzip|br/, `${name} is sent compressed`);
    }
    const page = await fetch(lab.site.url('/products/1/maple-ceiling-sheet'));
    assert.equal(page.status, 200, 'deep links fall back to the app');
    const csp = page.headers.get('content-security-policy') ?? '';
    assert.match(csp, new RegExp(`script-src 'self' http://localhost:${lab.site.ports.catalogue}`));
    assert.doesNotMatch(csp.match(/script-src[^;]*/)[0], /unsafe-inline/);
    assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
    assert.ok(page.headers.get('referrer-policy'));
    assert.ok(page.headers.get('permissions-policy'));
  });

  test('ships robots.txt and a sitemap with every public route', async () => {
    const robots = await (await fetch(lab.site.url('/robots.txt'))).text();
    assert.match(robots, /Sitemap: .*\/sitemap\.xml/);
    const sitemap = await (await fetch(lab.site.url('/sitemap.xml'))).text();
    for (const p of [
      '/',
      '/our-story',
      '/products',
      '/products/12/white-sand-ceiling-sheet',
      '/resources/projects/15',
      '/resources/certificate',
      '/resources/installation',
      '/contact',
      '/contact-us',
    ]) {
      assert.ok(sitemap.includes(`<loc>http://localhost:3000${p}</loc>`), p);
    }
  });
});
