import { test } from './fixtures.mjs';
// QA sees a candidate in the real site before visitors do (issue 22): one browser opens
// /__preview?catalogue=<id>&token=..., and only that browser gets the candidate, server-rendered,
// hydrated and on client navigations, with a badge naming it and a way out; another browser, a
// forged cookie and a wrong token get the live release. No preview page is ever cached.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../scripts/servers.mjs';
import { axeViolations } from '@ecopanel/dev-tools/axe';
import { launch, openPage } from './harness.mjs';
import { buildCatalogueRelease, newestRelease } from './release.mjs';
import { startRemoteServer } from './remoteServer.mjs';

const BANNER = 'Spring collection now in stock';
const TOKEN = 'e2e-preview-token';

test.describe('release preview', () => {
  let site;
  let remote;
  let browser;
  let live;
  let candidate;

  test.beforeAll(async ({ startSite }) => {
    test.setTimeout(180_000);
    const deploy = path.join(ROOT, '.tmp', 'preview-catalogue');
    rmSync(deploy, { recursive: true, force: true });
    mkdirSync(deploy, { recursive: true });
    cpSync(path.join(ROOT, 'mfe-catalogue', 'dist'), deploy, { recursive: true });
    live = JSON.parse(readFileSync(path.join(deploy, 'release.json'), 'utf8')).id;
    // Deployed beside the live release, not live: the candidate a team wants checked.
    const built = buildCatalogueRelease();
    candidate = newestRelease(built);
    cpSync(path.join(built, 'releases', candidate), path.join(deploy, 'releases', candidate), { recursive: true });
    process.env.PREVIEW_TOKEN = TOKEN;
    site = await startSite();
    await site.servers.catalogue.stop();
    remote = await startRemoteServer({ port: site.ports.catalogue, dir: deploy, name: 'catalogue' });
    browser = await launch();
  });
  test.afterAll(async () => {
    delete process.env.PREVIEW_TOKEN;
    await browser?.close();
    await remote?.stop();
    if (site) site.servers.catalogue = { stop: async () => {} };
    await site?.close();
  });

  test('only the previewing browser gets the candidate: server HTML, hydrated page and client navigations, never cached', async () => {
    const tester = await openPage(browser);
    const visitor = await openPage(browser);

    const entered = await tester.page.goto(site.url(`/__preview?catalogue=${candidate}&token=${TOKEN}&to=/products`));
    assert.equal(new URL(tester.page.url()).pathname, '/products');
    assert.equal(entered.headers()['cache-control'], 'private, no-store');
    const html = await entered.text();
    assert.match(html, new RegExp(BANNER), 'the server rendered the candidate');
    assert.match(html, new RegExp(`releases/${candidate}/mf-manifest.json`), 'and pinned it for the browser');
    const badge = tester.page.getByRole('complementary', { name: 'Release preview' });
    await badge.getByText(`Previewing catalogue release ${candidate}`).waitFor();
    await tester.page.getByText(BANNER).waitFor();
    assert.deepEqual(await axeViolations(tester.page), []);

    // Client navigations: into a product, and from the home page back through the header menu.
    await tester.page.getByRole('link', { name: /Maple/ }).first().click();
    await tester.page.waitForURL(/\/products\/1\//);
    await tester.page.getByText(BANNER).waitFor();
    await tester.page.goto(site.url('/'));
    await badge.waitFor();
    await tester.page.getByRole('banner').getByRole('link', { name: 'Products', exact: true }).click();
    await tester.page.waitForURL(/\/products$/);
    await tester.page.getByText(BANNER).waitFor();

    // Someone else, at the same time, on the same pages.
    const seen = await visitor.page.goto(site.url('/products'));
    assert.doesNotMatch(await seen.text(), new RegExp(BANNER));
    assert.equal(seen.headers()['x-remote-release'], `catalogue@${live}`);
    assert.equal(await visitor.page.getByText(BANNER).count(), 0);
    assert.equal(await visitor.page.getByRole('complementary', { name: 'Release preview' }).count(), 0);

    // The server's cache never took the preview: a plain request gets the live release.
    const plain = await fetch(site.url('/products'));
    assert.doesNotMatch(await plain.text(), new RegExp(BANNER));

    // Leaving the preview brings the live release back to the tester.
    await badge.getByRole('link', { name: 'Leave preview' }).click();
    await tester.page.waitForURL(site.url('/'));
    await tester.page.goto(site.url('/products'));
    assert.equal(await tester.page.getByText(BANNER).count(), 0);
    assert.deepEqual([...tester.errors, ...visitor.errors], []);
    await tester.context.close();
    await visitor.context.close();
  });

  test('a wrong token, an unknown release and a forged cookie are refused', async () => {
    const open = (query) => fetch(site.url(`/__preview?${query}`), { redirect: 'manual' });
    assert.equal((await open(`catalogue=${candidate}&token=wrong`)).status, 403);
    assert.equal((await open(`catalogue=${candidate}`)).status, 403);
    assert.equal((await open(`catalogue=fedcba654321&token=${TOKEN}`)).status, 404);
    assert.equal((await open(`catalogue=not-an-id&token=${TOKEN}`)).status, 400);
    const ok = await open(`catalogue=${candidate}&token=${TOKEN}`);
    assert.equal(ok.status, 303);
    const cookie = ok.headers.get('set-cookie').split(';')[0];
    const withCookie = (value) => fetch(site.url('/products'), { headers: { cookie: value } }).then((r) => r.text());
    assert.match(await withCookie(cookie), new RegExp(BANNER));
    const [name, value] = cookie.split('=');
    const forged = `${name}=${Buffer.from(JSON.stringify({ r: { catalogue: candidate }, exp: Date.now() + 1e6 })).toString('base64url')}.${value.split('.')[1].slice(2)}AA`;
    assert.doesNotMatch(await withCookie(forged), new RegExp(BANNER));
  });
});
