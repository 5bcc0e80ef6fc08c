// A team steers its own releases (issue 22): a canary on two instances of the shell's server, as
// Cloud Run scales out, sharing one record in the Realtime Database stand-in. A release whose files
// went missing is rolled back from both instances' counts added up, an instance started with the
// database down serves the live release, a sound release completes for every browser, forged
// beacons and cookies count for nothing, and field figures are shared. The lab: releaseCliLab.mjs;
// promote, rollback and refusals: release-cli-promote.test.mjs.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { configure, startApp } from '../scripts/servers.mjs';
import { test } from './fixtures.mjs';
import { freePorts, pageToken } from './harness.mjs';
import { forgedBeacons, forgedCookies, instanceVisits, whileDatabaseDown } from './releaseCliCanary.mjs';
import { releaseLab } from './releaseCliLab.mjs';

test.describe('npm run release', () => {
  const lab = releaseLab({ name: 'cli-canary' });
  const { ids, release, live, until, variant } = lab;

  test('a canary on two server instances: both count into one record, roll back a release whose files went missing, and complete a sound one; field figures are shared too', async () => {
    test.setTimeout(180_000);
    // A second instance of the shell's server, as Cloud Run scales out: its own port, the same
    // remotes and the same shared state (the Realtime Database stand-in).
    const ports = await freePorts(1);
    configure({ ...lab.site.ports, shell: ports[0] });
    const second = await startApp('shell', ports[0], { env: lab.site.shellEnv });
    try {
      const instances = [lab.site.url(''), `http://localhost:${ports[0]}`];
      const { visit, canaryOf } = instanceVisits(instances);

      // A release that passes its check, whose server files then go missing from the origin.
      const broken = variant(ids.good, 'e00000000001', () => {});
      const started = release('promote', 'catalogue', broken, '--canary', '50', '--complete-after', '40');
      assert.equal(started.status, 0, started.out);
      assert.match(started.out, /is a canary for 50% of browsers/);
      assert.equal(live(), ids.first, 'the live release stays live');
      rmSync(path.join(lab.deploy, 'releases', broken, 'server'), { recursive: true });
      for (const i of [0, 1])
        await until(
          async () => (await visit(i, 99)).cacheControl === 'private, max-age=0',
          `the canary seen by instance ${i}`,
        );
      // Browsers in buckets below 50 get the canary, on either instance; the others the live release.
      for (let n = 0; n < 6; n += 1) assert.equal((await visit(n % 2, 70 + n)).release, `catalogue@${ids.first}`);
      // Three canary pages, two on one instance and one on the other: neither alone has the three
      // errors the rule needs, so the rollback comes from their counts added up.
      for (const [i, bucket] of [
        [0, 10],
        [1, 11],
        [0, 12],
      ])
        await visit(i, bucket);
      await until(async () => (await canaryOf(broken))?.state === 'rolled-back', 'the broken canary rolled back');
      const rolledBack = await canaryOf(broken);
      assert.deepEqual(rolledBack.counts.canary, { views: 3, errors: 3, fieldErrors: 0 }, JSON.stringify(rolledBack));
      assert.ok(rolledBack.counts.live.views >= 6, JSON.stringify(rolledBack));
      assert.match(rolledBack.reason, /errors in the canary's \d+ page views against \d+ errors/);
      // Both instances follow the decision: the canary's buckets get the live release again.
      for (const i of [0, 1])
        await until(async () => (await visit(i, 10)).release === `catalogue@${ids.first}`, `instance ${i} rolled back`);
      // With the database down, an instance started now cannot know the canary was rolled back: it
      // serves every browser the live release, and says the canary's state is unknown.
      await whileDatabaseDown(lab.site, ids.first, broken);
      // `status` asks instance 0, which learns the decision instance 1 wrote at its next sync (1 s);
      // serving the live release proves nothing there, since a canary whose files are gone falls back to it.
      await until(
        async () => new RegExp(`canary ${broken}: rolled-back`).test(release('status').out),
        'release status: the canary rolled back',
      );
      assert.equal(release('rollback', 'catalogue').status, 0, 'the pointer names the live release alone again');

      // A sound release: completed after its clean page views, on both instances, for every browser.
      const sound = variant(ids.good, 'e00000000002', () => {});
      const COMPLETE_AFTER = 1000;
      const soundStarted = release(
        'promote',
        'catalogue',
        sound,
        '--canary',
        '50',
        '--complete-after',
        String(COMPLETE_AFTER),
      );
      assert.equal(soundStarted.status, 0, soundStarted.out);
      for (const i of [0, 1])
        await until(async () => (await visit(i, 10)).release === `catalogue@${sound}`, `the sound canary on ${i}`);
      // A browser's first page of the remote puts it in a bucket the server chose and signed, for a month.
      const fresh = await visit(0, undefined);
      assert.match(
        fresh.cookie ?? '',
        /^__session=c\d{1,2}\.[\w-]{22}; Path=\/; Max-Age=2592000; SameSite=Lax; HttpOnly$/,
      );

      // Forged evidence, from many addresses: 1,000 beacons blaming the canary or the live release
      // (no token, a made-up one, a real one altered to name another release, a real one replayed).
      const before = await canaryOf(sound);
      const liveToken = pageToken((await visit(0, 99)).timing);
      const canaryToken = pageToken((await visit(0, 1)).timing);
      assert.ok(liveToken && canaryToken, 'pages carry their beacon token');
      const forgedTokens = [
        undefined,
        'catalogue~e00000000002~zzzzzzzz~nonce.AAAAAAAAAAAAAAAAAAAAAA',
        liveToken.replace(ids.first, sound),
        canaryToken.slice(0, -2) + (canaryToken.endsWith('AA') ? 'BB' : 'AA'),
        liveToken,
      ];
      const statuses = await forgedBeacons(instances, forgedTokens, { sound, first: ids.first });
      // 1,000 forged cookies asking for the canary's bucket: each is replaced, and the server's
      // bucket, not the visitor's, picks the release.
      const canaryPages = await forgedCookies(instances, sound);
      assert.ok(canaryPages < 600, `forged cookies c0-c4 got the canary on ${canaryPages} of 1000 pages`);
      await Promise.all([0, 1].map(() => new Promise((resolve) => setTimeout(resolve, 1500))));
      const after = await canaryOf(sound);
      // 800 carry no token the server signed (403); 200 replay one real token: its first few beacons
      // are taken (one page view, one hydration error counted), the rest refused (429).
      assert.equal(statuses.get(403), 800, JSON.stringify(Object.fromEntries(statuses)));
      assert.equal((statuses.get(204) ?? 0) + (statuses.get(429) ?? 0), 200);
      console.log(
        `forged beacons answered ${JSON.stringify(Object.fromEntries(statuses))}; forged cookies got the canary on ${canaryPages} of 1000 pages`,
      );
      assert.equal(after.state, 'running', JSON.stringify(after));
      assert.equal(
        after.counts.canary.fieldErrors,
        before.counts.canary.fieldErrors,
        'no forged beacon counts against the canary',
      );
      assert.ok(
        after.counts.live.fieldErrors - before.counts.live.fieldErrors <= 1,
        'a replayed token counts once at most',
      );
      assert.equal(after.counts.canary.errors, 0);

      // Real page views complete it (the forged cookies' pages were real page views too, of either side).
      for (let n = 0; n < COMPLETE_AFTER; n += 1) {
        if (n % 100 === 0 && (await canaryOf(sound))?.state === 'completed') break;
        await visit(n % 2, n % 50);
      }
      await until(async () => (await canaryOf(sound))?.state === 'completed', 'the sound canary completed');
      for (const i of [0, 1])
        await until(
          async () => (await visit(i, 99)).release === `catalogue@${sound}`,
          `instance ${i} serves it to all`,
        );
      const done = await canaryOf(sound);
      assert.equal(done.counts.canary.errors, 0);
      console.log(`canary: rolled back (${rolledBack.reason}); completed (${done.reason})`);

      // Field figures are shared too: a page view reported to one instance is in the other's status.
      const LCP_MS = 1234;
      const token = pageToken((await visit(1, 3)).timing);
      const beacon = await fetch(`${instances[1]}/__vitals`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({
          token,
          remote: 'catalogue',
          release: sound,
          rendering: 'server',
          view: true,
          metrics: [{ name: 'LCP', value: LCP_MS }],
        }),
      });
      assert.equal(beacon.status, 204);
      await until(async () => {
        const status = await (await fetch(`${instances[0]}/__status`)).json();
        const figures = status.field.find((f) => f.remote === 'catalogue' && f.release === sound);
        return figures?.pageViews === 1 && figures.metrics.LCP?.count === 1;
      }, 'the other instance reports the page view and its LCP');
    } finally {
      await second.stop();
      release('rollback', 'catalogue');
    }
  });
});
