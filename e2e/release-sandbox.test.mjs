import { test, note } from './fixtures.mjs';
// A team's release holds no key to the site (issue 40, point 7). The shell's server runs every
// team's released server code (server/src/render/renderProcess.ts): a catalogue release whose page, as
// it renders on the server, reads the environment, a file outside its folder, writes a file, starts
// a process, signals the server and connects to a host of its choosing, and shows what it got. The
// server holds the preview signing key and the database credential; the page must show none of
// them, the environment only NODE_ENV (and the allocator's settings), every other try refused with
// ERR_ACCESS_DENIED; and the site keeps serving.
// The hostile code: sandboxProbes.mjs.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sharedStateEnv } from '@ecopanel/dev-tools/standins/database';
import { ROOT } from '../scripts/servers.mjs';
import { buildRemoteRelease, newestRelease, wrapCatalogueRoutes } from './release.mjs';
import { startRemoteServer } from './remoteServer.mjs';
import { BODY, probesIn } from './sandboxProbes.mjs';

test.describe("a team's release holds no key to the site", () => {
  let site;
  let remote;
  let deploy;
  let id;
  const secrets = {};
  const saved = {};

  test.beforeAll(async ({ startSite }) => {
    test.setTimeout(300_000);
    const built = buildRemoteRelease('mfe-catalogue', {
      copy: 'catalogue-sandbox',
      promote: false,
      prepare: wrapCatalogueRoutes(BODY),
    });
    id = newestRelease(built);
    deploy = path.join(ROOT, '.tmp', 'sandbox-catalogue');
    rmSync(deploy, { recursive: true, force: true });
    mkdirSync(deploy, { recursive: true });
    cpSync(path.join(ROOT, 'mfe-catalogue', 'dist'), deploy, { recursive: true });
    cpSync(path.join(built, 'releases', id), path.join(deploy, 'releases', id), { recursive: true });

    // The server's secrets, as production passes them: the preview signing key, the database
    // credential (the local database's, unless this machine sets one), and one more of any name.
    for (const name of ['PREVIEW_TOKEN', 'SERVER_STATE_TOKEN', 'SANDBOX_TEST_API_KEY']) saved[name] = process.env[name];
    secrets.PREVIEW_TOKEN = process.env.PREVIEW_TOKEN = `preview-${randomBytes(12).toString('hex')}`;
    secrets.SANDBOX_TEST_API_KEY = process.env.SANDBOX_TEST_API_KEY = `key-${randomBytes(12).toString('hex')}`;
    secrets.SERVER_STATE_TOKEN = sharedStateEnv().SERVER_STATE_TOKEN ?? process.env.SERVER_STATE_TOKEN;
    if (!secrets.SERVER_STATE_TOKEN)
      secrets.SERVER_STATE_TOKEN = process.env.SERVER_STATE_TOKEN = `state-${randomBytes(12).toString('hex')}`;

    site = await startSite();
    await site.servers.catalogue.stop();
    remote = await startRemoteServer({ port: site.ports.catalogue, dir: deploy, name: 'catalogue' });
    // Made live as a team bypassing `npm run release` would (its contract check would refuse it).
    const pointer = { id, manifest: `releases/${id}/mf-manifest.json`, server: `releases/${id}/server/remoteEntry.js` };
    writeFileSync(path.join(deploy, 'release.json.tmp'), JSON.stringify(pointer));
    renameSync(path.join(deploy, 'release.json.tmp'), path.join(deploy, 'release.json'));
  });
  test.afterAll(async () => {
    await remote?.stop();
    if (site) site.servers.catalogue = { stop: async () => {} };
    await site?.close();
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  });

  test('its server code renders with no secret, no file outside the shell, no process, no signal, no other host', async () => {
    // The release check interval is 5 s: poll until the page is the hostile release's, rendered.
    let html = '';
    let release;
    const started = Date.now();
    while (Date.now() - started < 20_000) {
      const response = await fetch(site.url(`/products?sandbox=${Date.now()}`));
      html = await response.text();
      release = response.headers.get('x-remote-release');
      if (release === `catalogue@${id}` && html.includes('data-probe=')) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    assert.equal(release, `catalogue@${id}`, 'the hostile release is live');
    const probes = probesIn(html);
    note(`what the release's server code got: ${JSON.stringify(probes)}`);
    console.log(`what the release's server code got: ${JSON.stringify(probes)}`);
    assert.deepEqual(Object.keys(probes).sort(), [
      'connect',
      'env',
      'file',
      'preview',
      'signal',
      'spawn',
      'state',
      'workspace',
      'write',
    ]);

    for (const [name, value] of Object.entries(secrets)) assert.ok(!html.includes(value), `the page shows ${name}`);
    const names = probes.env.split(',').filter(Boolean);
    assert.ok(names.includes('NODE_ENV'), `environment: ${probes.env}`);
    assert.deepEqual(
      names.filter((name) => !['NODE_ENV', 'MALLOC_ARENA_MAX', 'GLIBC_TUNABLES'].includes(name)),
      [],
      `the render sees only NODE_ENV and the allocator's settings, not: ${probes.env}`,
    );
    assert.equal(probes.preview, 'undefined');
    assert.equal(probes.state, 'undefined');

    const hostname = readFileSync('/etc/hostname', 'utf8');
    assert.notEqual(probes.file, hostname);
    assert.equal(probes.file, 'refused ERR_ACCESS_DENIED');
    assert.equal(probes.workspace, 'refused ERR_ACCESS_DENIED');
    assert.equal(probes.write, 'refused ERR_ACCESS_DENIED');
    assert.equal(probes.spawn, 'refused ERR_ACCESS_DENIED');
    assert.doesNotMatch(html, /uid=\d+/);
    assert.equal(probes.signal, 'refused ERR_ACCESS_DENIED');
    assert.equal(probes.connect, 'refused ERR_ACCESS_DENIED');
  });

  test('the site keeps serving: the same page again, and every other kind of page', async () => {
    for (const pathname of ['/products', '/products/1/maple-ceiling-sheet', '/', '/contact', '/resources']) {
      const response = await fetch(site.url(pathname));
      const html = await response.text();
      assert.equal(response.status, 200, pathname);
      assert.match(html, /<footer/, pathname);
    }
    const health = await fetch(site.url('/healthz'));
    assert.equal(health.status, 200);
  });

  test('a render process that ends is replaced, and the site answers meanwhile', async () => {
    test.setTimeout(60_000);
    const renderProcesses = () =>
      execFileSync('pgrep', ['-P', String(site.servers.shell.pid)], { encoding: 'utf8' })
        .trim()
        .split('\n')
        .map(Number)
        .filter((pid) => existsSync(`/proc/${pid}/cmdline`))
        .filter((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--render-process'));
    const [first] = renderProcesses();
    assert.ok(first, 'the server renders in a process of its own');
    process.kill(first, 'SIGKILL');
    const cached = await fetch(site.url('/products/1/maple-ceiling-sheet'));
    assert.equal(cached.status, 200);
    // Each a page not rendered before: answered at once (the skeleton while no process is up), then
    // rendered whole again by the new process.
    const started = Date.now();
    let rendered = false;
    for (let i = 0; !rendered && Date.now() - started < 30_000; i++) {
      const response = await fetch(site.url(`/products/${900_000 + i}/x`));
      await response.text();
      assert.ok([200, 404].includes(response.status), `status ${response.status}`);
      rendered = /render;dur=/.test(response.headers.get('server-timing') ?? '');
      if (!rendered) await new Promise((r) => setTimeout(r, 200));
    }
    assert.ok(rendered, 'a new render process renders');
    note(`a new render process rendered ${Date.now() - started} ms after the first one was killed`);
    const [second] = renderProcesses();
    assert.ok(second && second !== first, 'another process');
  });
});
