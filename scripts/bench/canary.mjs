// A canary live during a load run (issue 40, point 6): the catalogue served from a linked copy of
// its dist whose pointer names a second release as a canary for `percent` of browsers.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pointerFor, RELEASE_POINTER, RELEASES_DIR } from '@ecopanel/releases/layout';
import { signedAsServer } from '../../e2e/harness.mjs';
import { ROOT, startApp } from '../servers.mjs';
import { linkTree, writePointer } from './releases.mjs';

/** The `__session` cookie of bucket `n` as the server signs it: a returning visitor's cookie. */
export const bucketCookie = (n) => `__session=${signedAsServer(`c${n}`)}`;

/** Runs `run()` while the catalogue has a canary for `percent` of browsers; the site is as before afterwards. */
export async function withCanary({ site, port, pageUrl, percent = 10 }, run) {
  const deploy = path.join(ROOT, '.tmp', 'bench-canary');
  rmSync(deploy, { recursive: true, force: true });
  linkTree(path.join(ROOT, 'mfe-catalogue', 'dist'), deploy);
  const live = JSON.parse(readFileSync(path.join(deploy, RELEASE_POINTER), 'utf8'));
  const id = 'ca0000000001';
  linkTree(path.join(deploy, RELEASES_DIR, live.id), path.join(deploy, RELEASES_DIR, id));
  const pointer = {
    ...live,
    canary: {
      ...pointerFor(id),
      percent,
      // Never completed during the run: the canary serves its share all along.
      completeAfter: 1e9,
      attempt: `bench-${Date.now()}`,
      startedAt: new Date().toISOString(),
    },
  };
  writePointer(deploy, pointer);
  await site.catalogue.stop();
  site.catalogue = await startApp('catalogue', port, { dir: deploy });
  try {
    const started = Date.now();
    // Live once the server serves the canary's bucket the canary (its pointer is read every few seconds).
    while (
      (await fetch(pageUrl, { headers: { cookie: bucketCookie(0) } })).headers.get('x-remote-release') !==
      `catalogue@${id}`
    ) {
      if (Date.now() - started > 30_000) throw new Error('the canary never reached the HTML');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return await run();
  } finally {
    await site.catalogue.stop();
    site.catalogue = await startApp('catalogue', port);
    rmSync(deploy, { recursive: true, force: true });
  }
}
