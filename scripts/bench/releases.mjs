// Memory over releases: one remote publishes `count` releases in a row, the shell's server renders
// a page from each, and its resident memory is read before and after (issue 21, point 5).
import { linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MANIFEST, pointerFor, RELEASE_POINTER, RELEASES_DIR } from '@ecopanel/releases/layout';
import { ROOT, startApp } from '../servers.mjs';
import { residentMemory } from './server.mjs';

/** A copy of `from` made of hard links: a release folder costs no disk and no copying time. */
export function linkTree(from, to) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = path.join(from, name);
    if (statSync(source).isDirectory()) linkTree(source, path.join(to, name));
    else linkSync(source, path.join(to, name));
  }
}

const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Points the linked copy of a remote's dist at `pointer`: whole, then renamed, as the release CLI writes it. */
export function writePointer(deploy, pointer) {
  writeFileSync(path.join(deploy, `${RELEASE_POINTER}.tmp`), JSON.stringify(pointer));
  renameSync(path.join(deploy, `${RELEASE_POINTER}.tmp`), path.join(deploy, RELEASE_POINTER));
}

/**
 * Serves the catalogue from a linked copy of its dist, publishes `warmup` and then `count` releases
 * (its server code and manifest under a new id each: a new release to the server, which loads and
 * runs it anew) and waits for each in the rendered HTML of `route`. Resident memory is read cold
 * (after 20 renders), after the warm-up and after the counted releases: the server and its render
 * process grow to their working size over the first few dozen releases and then stay there (probes
 * of 800 releases in bench/NOTES.md), so the warm-up's growth is reported beside, not as, the
 * growth over releases.
 */
export async function releaseChurn({ site, port, shellPid, pageUrl, count = 200, warmup = 50 }) {
  const deploy = path.join(ROOT, '.tmp', 'bench-catalogue');
  rmSync(deploy, { recursive: true, force: true });
  linkTree(path.join(ROOT, 'mfe-catalogue', 'dist'), deploy);
  const base = JSON.parse(readFileSync(path.join(deploy, RELEASE_POINTER), 'utf8')).id;
  await site.catalogue.stop();
  site.catalogue = await startApp('catalogue', port, { dir: deploy });
  const render = async () => (await fetch(pageUrl)).headers.get('x-remote-release');
  for (let i = 0; i < 20; i++) await render();
  await settle(2000);
  const cold = residentMemory(shellPid);
  let serial = 0;
  const publish = async () => {
    serial += 1;
    const id = `e${serial.toString(16).padStart(11, '0')}`;
    const folder = path.join(deploy, RELEASES_DIR, id);
    linkTree(path.join(deploy, RELEASES_DIR, base, 'server'), path.join(folder, 'server'));
    linkSync(path.join(deploy, RELEASES_DIR, base, MANIFEST), path.join(folder, MANIFEST));
    writePointer(deploy, pointerFor(id));
    const published = Date.now();
    while ((await render()) !== `catalogue@${id}`) {
      if (Date.now() - published > 15_000) throw new Error(`release ${serial} (${id}) never reached the HTML`);
      await settle(20);
    }
    return Date.now() - published;
  };
  for (let i = 0; i < warmup; i++) await publish();
  await settle(3000);
  for (let i = 0; i < 20; i++) await render();
  const before = residentMemory(shellPid);
  const started = Date.now();
  const delays = [];
  for (let i = 0; i < count; i++) delays.push(await publish());
  const seconds = (Date.now() - started) / 1000;
  await settle(3000);
  for (let i = 0; i < 20; i++) await render();
  const after = residentMemory(shellPid);
  await site.catalogue.stop();
  site.catalogue = await startApp('catalogue', port);
  rmSync(deploy, { recursive: true, force: true });
  delays.sort((a, b) => a - b);
  return {
    count,
    warmup,
    cold,
    before,
    after,
    seconds,
    medianDelay: delays[Math.floor(delays.length / 2)],
    maxDelay: delays.at(-1),
  };
}
