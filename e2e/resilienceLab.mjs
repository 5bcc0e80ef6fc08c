// The lab of e2e/server-resilience.test.mjs (issue 21): a catalogue origin of its own, served in
// place of the site's catalogue, holding a good next release, one whose render never ends and
// copies of the live one that throw at load, hang or get a transient 503; releases made live as a
// team's deploy would (release.json pointing at releases/{id}/), and pages read from the server.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../scripts/servers.mjs';
import { note as annotate, test } from './fixtures.mjs';
import { buildCatalogueRelease, buildRemoteRelease, newestRelease, wrapCatalogueRoutes } from './release.mjs';
import { startRemoteServer } from './remoteServer.mjs';

export const BANNER = 'Spring collection now in stock';
/** A figure for the report beside the test, and in the run's output. */
export const note = (text) => {
  annotate(text);
  console.log(text);
};
export const CHECK_INTERVAL_MS = 5000;

export const registryIn = (html) =>
  JSON.parse(html.match(/<script type="application\/json" id="remote-registry">([^<]+)<\/script>/)?.[1] ?? '{}');

/** A catalogue release whose server render never ends (the browser build is the same code). */
function buildLoopingRelease() {
  return buildRemoteRelease('mfe-catalogue', {
    promote: false,
    prepare: wrapCatalogueRoutes(
      "  if (typeof window === 'undefined') for (;;) Math.random();\n  return <Previous />;\n",
    ),
  });
}
/**
 * Called in a describe block: the releases built and the site started before its first test (their
 * ids in `lab.ids`, the catalogue's server `lab.remote`), stopped after its last.
 */
export function resilienceLab() {
  const lab = { site: undefined, remote: undefined, deploy: undefined, ids: {} };
  const { ids } = lab;

  /** Makes `id` live, as a deploy of release.json alone does. */
  const publish = (id) => {
    const pointer = {
      id,
      manifest: `releases/${id}/mf-manifest.json`,
      server: `releases/${id}/server/remoteEntry.js`,
    };
    writeFileSync(path.join(lab.deploy, 'release.json.tmp'), JSON.stringify(pointer));
    renameSync(path.join(lab.deploy, 'release.json.tmp'), path.join(lab.deploy, 'release.json'));
    return Date.now();
  };
  /** A copy of release `from` under a new id, optionally with its server entry replaced. */
  const copyRelease = (from, id, serverEntry) => {
    cpSync(path.join(lab.deploy, 'releases', from), path.join(lab.deploy, 'releases', id), { recursive: true });
    if (serverEntry) writeFileSync(path.join(lab.deploy, 'releases', id, 'server', 'remoteEntry.js'), serverEntry);
    return id;
  };
  const page = async (pathname) => {
    const started = Date.now();
    const response = await fetch(lab.site.url(pathname));
    const html = await response.text();
    return { response, html, ms: Date.now() - started, release: response.headers.get('x-remote-release') };
  };
  /** Polls until `ok(page)`, for at most `ms`; returns the time it took. */
  const until = async (pathname, ok, ms, what) => {
    const started = Date.now();
    let last;
    while (Date.now() - started < ms) {
      last = await page(pathname);
      if (ok(last)) return Date.now() - started;
      await new Promise((r) => setTimeout(r, 200));
    }
    assert.fail(`${what}: not seen within ${ms} ms (last answer ${last?.response.status}, release ${last?.release})`);
  };

  test.beforeAll(async ({ startSite }) => {
    test.setTimeout(300_000);
    // Two releases built as a team's CI would: a good next one and one whose render never ends.
    const good = buildCatalogueRelease();
    ids.good = JSON.parse(readFileSync(path.join(good, 'release.json'), 'utf8')).id;
    lab.deploy = path.join(ROOT, '.tmp', 'resilience-catalogue');
    rmSync(lab.deploy, { recursive: true, force: true });
    mkdirSync(lab.deploy, { recursive: true });
    cpSync(path.join(ROOT, 'mfe-catalogue', 'dist'), lab.deploy, { recursive: true });
    cpSync(path.join(good, 'releases', ids.good), path.join(lab.deploy, 'releases', ids.good), { recursive: true });
    const looping = buildLoopingRelease();
    ids.loop = newestRelease(looping);
    cpSync(path.join(looping, 'releases', ids.loop), path.join(lab.deploy, 'releases', ids.loop), { recursive: true });
    ids.first = JSON.parse(readFileSync(path.join(lab.deploy, 'release.json'), 'utf8')).id;
    ids.broken = copyRelease(ids.first, 'b0000000000b', "throw new Error('this release throws as it loads');\n");
    ids.hung = copyRelease(ids.first, 'a0000000000a');
    ids.flaky = copyRelease(ids.good, 'c00000000503');

    lab.site = await startSite();
    await lab.site.servers.catalogue.stop();
    lab.remote = await startRemoteServer({ port: lab.site.ports.catalogue, dir: lab.deploy, name: 'catalogue' });
    lab.remote.rules.hang.add(`/releases/${ids.hung}/server/`);
  });
  test.afterAll(async () => {
    await lab.remote?.stop();
    // The fixture's close stops the catalogue's handle again: give it one that is already stopped.
    if (lab.site) lab.site.servers.catalogue = { stop: async () => {} };
    await lab.site?.close();
  });
  return Object.assign(lab, { publish, page, until });
}
