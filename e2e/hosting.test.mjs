// The generated Firebase Hosting rules (firebase.json, scripts/deployConfig.mjs) served by
// `superstatic`, Firebase Hosting's own server, from the files each site would upload: every public
// route of the sitemap reaches the shell's server (`/` included: one road for every page), every
// file is served as itself with its cache and security headers, page files are not uploaded, and a
// missing file is a 404, never a page. Needs the production builds (`npm run test:e2e` builds first).
import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS } from '../scripts/apps.mjs';
import { firebaseJson, readProduction } from '../scripts/deployConfig.mjs';
import { ROOT } from '../scripts/servers.mjs';
import { startHostingSite } from './hostingFront.mjs';

const { hosting } = firebaseJson(readProduction());
const siteOf = (name) => hosting.find((h) => h.target === name);
const distOf = (name) => path.join(ROOT, APPS.find((a) => a.name === name).dir, 'dist');

/** Every file under `dir`, as request paths. */
function filesOf(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(path.join(dir, entry.name), `${prefix}/${entry.name}`) : [`${prefix}/${entry.name}`],
  );
}

/** The sitemap's routes, as paths (the shell's build writes the sitemap of its remotes' releases). */
const sitemapRoutes = () =>
  [...readFileSync(path.join(distOf('shell'), 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]).pathname,
  );

const SECURITY = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy'];
const IMMUTABLE = 'public, max-age=31536000, immutable';
const WEEK = 'public, max-age=604800, stale-while-revalidate=86400';

/** The Cache-Control a file of any site must carry (DEPLOY.md, "Per site"), or undefined for none. */
function cacheOf(file) {
  if (file.startsWith('/static/') || /^\/releases\/[^/]+\/./.test(file)) return IMMUTABLE;
  if (/^\/(img|downloads|share)\//.test(file)) return WEEK;
  const name = file.slice(1);
  const noCache = [
    'index.html',
    'remotes.json',
    'mf-manifest.json',
    'mf-stats.json',
    'remoteEntry.js',
    'mf-runtime-core.js',
    'sitemap.xml',
    'robots.txt',
    'release.json',
    'releases/index.json',
  ];
  return noCache.includes(name) ? 'no-cache' : undefined;
}

const get = (url) => fetch(url, { redirect: 'manual' });

test.describe('the generated Hosting rules, served by superstatic', () => {
  test('shell: every route of the sitemap and / reach the Cloud Run service; files are themselves, with their headers', async () => {
    const site = siteOf('shell');
    const front = await startHostingSite(site, distOf('shell'));
    try {
      const routes = sitemapRoutes();
      assert.ok(routes.includes('/') && routes.length > 20, `the sitemap lists the site (${routes.length} routes)`);
      for (const route of [...routes, '/sitemap.xml', '/no-such-page', '/__csp-report', '/livez']) {
        const answer = await get(front.url(route));
        assert.equal(answer.status, 200, route);
        assert.equal(await answer.text(), `cloud run shell-ssr asia-south1: ${route}`, `${route} reaches the server`);
        for (const header of SECURITY) assert.ok(answer.headers.get(header), `${route}: ${header}`);
        // A page gets the server's own Cache-Control; Hosting adds none (the sitemap's file rule: no-cache).
        assert.equal(answer.headers.get('cache-control') ?? undefined, cacheOf(route), `${route}: Cache-Control`);
      }
      // No page file is uploaded: a built page never stands in for the server's.
      for (const file of ['/index.html', '/spa.html', '/our-story.html', '/si.html', '/sitemap.xml']) {
        assert.ok(!filesOf(front.upload).includes(file), `${file} is not uploaded`);
      }
      for (const file of ['/index.html', '/spa.html', '/our-story.html'])
        assert.equal((await get(front.url(file))).status, 404, file);
      const uploaded = filesOf(front.upload);
      assert.ok(uploaded.some((f) => f.startsWith('/static/')) && uploaded.includes('/remotes.json'));
      for (const file of uploaded) {
        const answer = await get(front.url(file));
        assert.equal(answer.status, 200, file);
        const body = Buffer.from(await answer.arrayBuffer());
        assert.ok(body.equals(readFileSync(path.join(front.upload, file))), `${file} is the file`);
        assert.equal(answer.headers.get('cache-control') ?? undefined, cacheOf(file), `${file}: Cache-Control`);
        for (const header of SECURITY) assert.ok(answer.headers.get(header), `${file}: ${header}`);
        assert.match(answer.headers.get('reporting-endpoints'), /csp="\/__csp-report"/);
        assert.equal(answer.headers.get('access-control-allow-origin'), null, 'the shell is not a remote');
      }
      const missing = await get(front.url('/static/missing.0123456789.js'));
      assert.equal(missing.status, 404, 'a missing file is a 404, never a page');
    } finally {
      await front.close();
    }
  });

  for (const remote of APPS.filter((a) => a.name !== 'shell').map((a) => a.name)) {
    test(`${remote}: its files with their cache rules and CORS; its paths fall back to its QA page, never indexed`, async () => {
      const site = siteOf(remote);
      const front = await startHostingSite(site, distOf(remote));
      try {
        const uploaded = filesOf(front.upload);
        assert.ok(uploaded.includes('/remoteEntry.js') && uploaded.includes('/mf-manifest.json'), `${remote}'s entry`);
        assert.ok(!uploaded.includes('/mf-stats.json'), 'mf-stats.json is not uploaded');
        for (const file of uploaded) {
          const answer = await get(front.url(file));
          assert.equal(answer.status, 200, file);
          assert.equal(
            answer.headers.get('cache-control') ?? undefined,
            cacheOf(file),
            `${remote}${file}: Cache-Control`,
          );
          assert.equal(answer.headers.get('access-control-allow-origin'), '*', `${remote}${file}: CORS`);
          for (const header of SECURITY) assert.ok(answer.headers.get(header), `${remote}${file}: ${header}`);
          await answer.arrayBuffer();
        }
        const qa = readFileSync(path.join(front.upload, 'index.html'), 'utf8');
        for (const route of ['/', '/products', '/resources/faq', '/contact']) {
          const answer = await get(front.url(route));
          assert.equal(answer.status, 200, route);
          assert.equal(await answer.text(), qa, `${remote}${route} is its QA page`);
          assert.equal(answer.headers.get('x-robots-tag'), 'noindex', `${remote}${route}`);
        }
        assert.equal((await get(front.url('/static/missing.0123456789.js'))).status, 404);
      } finally {
        await front.close();
      }
    });
  }
});
