// A deploy built from a fresh checkout keeps the releases the deployed site still serves
// (build-tools/release: `RELEASES_FROM`, `releases/index.json`, `releases/{id}/files.json`). Static
// hosting replaces the whole site on a deploy, so without it a page rendered with the previous
// release (a CDN copy, an open tab) would ask for files the new deploy no longer has.
import { siteAndBrowser, test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startApp } from '../scripts/servers.mjs';
import { openPage } from './harness.mjs';
import { buildRemoteRelease } from './release.mjs';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The quotation page with a visible line naming the release, as a team's next release would change it. */
const withBanner = (text) => (app) =>
  writeFileSync(
    path.join(app, 'src', 'exposes', 'ContactPage.tsx'),
    "import { ContactPage } from '../pages/ContactPage';\n" +
      'export default function ReleasedContactPage() {\n' +
      `  return (<><p data-release="${text}">Quotation release ${text}</p><ContactPage /></>);\n}\n`,
  );

/** Every file a browser loads for a release, as its manifest names them (entry, chunks, CSS). */
function manifestFiles(manifest) {
  const files = new Set([manifest.metaData.remoteEntry.name]);
  for (const part of [...manifest.exposes, ...manifest.shared])
    for (const kind of ['js', 'css'])
      for (const f of [...part.assets[kind].sync, ...part.assets[kind].async]) files.add(f);
  return [...files];
}

test.describe('a remote deployed from a fresh checkout', () => {
  const lab = siteAndBrowser();

  test('brings back the deployed releases, so a page pinned to the previous release still loads', async () => {
    const port = lab.site.ports.quotation;
    const origin = `http://127.0.0.1:${port}/`;
    const deploy = async (dist) => {
      await lab.site.servers.quotation.stop();
      lab.site.servers.quotation = await startApp('quotation', port, { dir: dist });
    };

    // Release 1, from a clean copy, deployed in place of the checkout's build.
    const first = buildRemoteRelease('mfe-quotation', {
      copy: 'fresh-first',
      env: { RELEASES_FROM: '' },
      prepare: withBanner('one'),
    });
    const one = readJson(path.join(first, 'release.json')).id;
    const firstIndex = readJson(path.join(first, 'releases', 'index.json'));
    assert.deepEqual(
      firstIndex.releases.map((r) => [r.id, r.live]),
      [[one, true]],
      'a fresh build has only its own release',
    );
    await deploy(first);
    const served = await fetch(`${origin}releases/index.json`);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('cache-control'), 'no-cache', 'the list of releases is never served stale');

    // The shell's server takes release 1 up within its 5 s check.
    let html = '';
    const until = Date.now() + 30000;
    do {
      html = await (await fetch(lab.site.url('/contact'))).text();
      if (html.includes(`/releases/${one}/mf-manifest.json`)) break;
      await new Promise((r) => setTimeout(r, 500));
    } while (Date.now() < until);
    assert.ok(html.includes(`/releases/${one}/mf-manifest.json`), 'pages are pinned to release 1');
    assert.ok(html.includes('Quotation release one'), 'and rendered with it');

    // Release 2, from a second clean copy, built as CI would for the deploy: from the deployed site.
    const second = buildRemoteRelease('mfe-quotation', {
      copy: 'fresh-second',
      env: { RELEASES_FROM: origin },
      prepare: withBanner('two'),
    });
    const two = readJson(path.join(second, 'release.json')).id;
    assert.notEqual(two, one);
    const index = readJson(path.join(second, 'releases', 'index.json'));
    assert.deepEqual(
      index.releases.map((r) => [r.id, r.live]),
      [
        [two, true],
        [one, false],
      ],
    );
    assert.equal(index.live, two);

    // A page rendered with release 1 whose browser asks for the remote's files only once the second
    // deploy is live (a CDN's copy, a slow connection): every request of it to the quotation site
    // waits until then, so none meets the server while it is swapped.
    const { page, errors } = await openPage(lab.browser);
    let deployed;
    const live = new Promise((resolve) => (deployed = resolve));
    let asked;
    const askedOnce = new Promise((resolve) => (asked = resolve));
    const fromRemote = [];
    page.on('response', (response) => {
      if (new URL(response.url()).port === String(port)) fromRemote.push([response.status(), response.url()]);
    });
    await page.route(`http://localhost:${port}/**`, async (route) => {
      asked();
      await live;
      await route.continue();
    });
    await page.goto(lab.site.url('/contact'), { waitUntil: 'commit' });
    await askedOnce;

    // Static hosting replaces the whole site: the second dist alone is served now.
    await deploy(second);
    deployed();
    const current = await (await fetch(`${origin}release.json`)).json();
    assert.equal(current.id, two);

    // `ready` is set by an effect: the slot has hydrated in the browser, with release 1's code.
    await page
      .locator('[data-remote-slot^="quotation/"][data-remote-state="ready"]')
      .waitFor({ timeout: 20000 })
      .catch((e) => errors.push(String(e)));
    assert.deepEqual(errors, [], `the quotation site answered: ${JSON.stringify(fromRemote)}`);
    await page.getByText('Quotation release one').waitFor();
    assert.equal(await page.getByText('Quotation release two').count(), 0);
    assert.ok(
      fromRemote.some(([, url]) => url.includes(`/releases/${one}/static/`)),
      `release 1's chunks were loaded: ${JSON.stringify(fromRemote)}`,
    );
    assert.deepEqual(
      fromRemote.filter(([status]) => status !== 200),
      [],
      'every file the page asked the quotation site for answered 200',
    );

    // Every file of release 1 answers from the second deploy, as long as its list says.
    const { files } = readJson(path.join(second, 'releases', one, 'files.json'));
    for (const file of files) {
      const response = await fetch(`${origin}releases/${one}/${file.path}`, { redirect: 'manual' });
      assert.equal(response.status, 200, `releases/${one}/${file.path}`);
      assert.equal((await response.arrayBuffer()).byteLength, file.size, `releases/${one}/${file.path}`);
    }
    // ... among them all the browser loads for it: its manifest, entry, and each chunk and CSS it names.
    const manifest = await (await fetch(`${origin}releases/${one}/mf-manifest.json`)).json();
    const needed = manifestFiles(manifest);
    assert.ok(needed.some((f) => f.endsWith('.css')) && needed.length > 5, needed.join(', '));
    for (const file of needed)
      assert.ok(
        files.some((f) => f.path === file),
        `release 1 lists ${file}`,
      );
    assert.ok(
      files.some((f) => f.path === 'server/remoteEntry.js'),
      'and its server build',
    );
    assert.deepEqual(errors, []);
  });
});
