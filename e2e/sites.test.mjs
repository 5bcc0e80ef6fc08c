import { test } from './fixtures.mjs';
// Sites from one checkout do not clobber each other (issue 21, point 11): `npm start`, `npm run
// bench` and this suite each write their deploy-time files (the shell's registry, every server's
// rules) per site, and the shell's server renders with, and serves, its own registry. Two sites run
// at once here; each still renders its remote pages server-side with its own remotes.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../scripts/servers.mjs';

/** The registry a server-rendered page carries (server/src/compose/document.ts), as the browser will use it. */
const registryIn = (html) =>
  JSON.parse(html.match(/<script type="application\/json" id="remote-registry">([^<]*)<\/script>/)?.[1] ?? 'null');

test.describe('two sites from one checkout', () => {
  let sites = [];
  test.beforeAll(async ({ startSite }) => {
    // One after the other, as a second `npm start` (or the bench) would start while the first runs.
    sites.push(await startSite());
    sites.push(await startSite());
  });
  test.afterAll(async () => {
    await Promise.all(sites.map((site) => site.close()));
    sites = [];
  });

  test('each renders its remote pages server-side with its own remotes, and serves its own remotes.json', async () => {
    const [a, b] = sites;
    assert.notEqual(a.ports.catalogue, b.ports.catalogue);
    assert.notEqual(a.registryFile, b.registryFile);
    for (const site of sites) {
      const catalogue = `http://localhost:${site.ports.catalogue}`;
      const response = await fetch(site.url('/products'));
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('x-remote-deferred'), null, `:${site.ports.shell} rendered the catalogue`);
      const html = await response.text();
      assert.match(html, /href="\/products\/1\/maple-ceiling-sheet"/, 'the product links are in the HTML');
      const registry = registryIn(html);
      assert.ok(
        registry?.catalogue?.startsWith(`${catalogue}/`),
        `pinned to its own catalogue: ${registry?.catalogue}`,
      );
      const own = Object.values(site.ports);
      for (const url of Object.values(registry))
        assert.ok(own.includes(Number(new URL(url).port)), `${url} is this site's`);

      const served = await fetch(site.url('/remotes.json'));
      assert.equal(served.headers.get('cache-control'), 'no-cache');
      const remotes = await served.json();
      assert.equal(remotes.catalogue, `${catalogue}/mf-manifest.json`);
      assert.deepEqual(remotes, JSON.parse(readFileSync(site.registryFile, 'utf8')));
      // Resources too, rendered by the server from this site's resources server.
      const faq = await fetch(site.url('/resources/faq'));
      assert.equal(faq.headers.get('x-remote-deferred'), null);
      assert.match(registryIn(await faq.text())?.resources ?? '', new RegExp(`:${site.ports.resources}/`));
    }
    // Neither wrote the build's copy: the deploy-time registry is the site's own file.
    const built = path.join(ROOT, 'shell', 'dist', 'remotes.json');
    if (existsSync(built)) {
      const remotes = JSON.parse(readFileSync(built, 'utf8'));
      for (const site of sites)
        assert.notEqual(remotes.catalogue, `http://localhost:${site.ports.catalogue}/mf-manifest.json`);
    }
  });
});
