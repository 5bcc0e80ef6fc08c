import { note, test } from './fixtures.mjs';
// `npm test` while `npm start` runs (issue 41, point 8): the builds name the e-mail and database
// stand-ins at 127.0.0.1:3010 and :3011, where `npm start` runs its own. Each site of the suite runs
// its own stand-ins on free ports instead, its shell's server keeps its shared state there, and its
// pages reach them through the site's proxy (harness.mjs, dev-tools/standins/proxy.mjs). Here other stand-ins
// hold 3010 and 3011, with state of their own (`npm start`'s, or decoys this test starts when the
// ports are free), and the site uses none of it.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import localDatabase from '@ecopanel/dev-tools/local-database';
import { start as startEmail } from '@ecopanel/dev-tools/standins/email';
import { impactDatabase } from '../scripts/standins.mjs';
import { launch, openPage } from './harness.mjs';
import { EMAIL_API } from './quotationForm.mjs';

const DATABASE_PORT = Number((process.env.FIREBASE_EMULATOR_HOST || '127.0.0.1:3011').split(':').pop());
const DECOY_RELEASE = 'decoy0000001';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Decoy stand-ins on the builds' ports, each with a record of its own; none where one already runs. */
async function startDecoys(dir) {
  const decoys = {};
  try {
    decoys.database = await localDatabase.startLocalDatabase({
      rules: impactDatabase.rules(),
      data: impactDatabase.seed(),
      port: DATABASE_PORT,
      serverAuth: impactDatabase.serverAuth,
    });
    // Another instance's field figures, as `npm start`'s shell server writes them.
    const snapshot = { [`catalogue|${DECOY_RELEASE}|server`]: { pageViews: 1000, hydrationErrors: 0, histograms: {} } };
    const put = await fetch(
      `http://127.0.0.1:${DATABASE_PORT}/server/vitals/decoy.json?auth=${process.env.SERVER_STATE_TOKEN || localDatabase.LOCAL_SERVER_TOKEN}`,
      { method: 'PUT', body: JSON.stringify({ at: Date.now(), snapshot: JSON.stringify(snapshot) }) },
    );
    assert.equal(put.status, 200, await put.text());
  } catch (error) {
    if (error?.code !== 'EADDRINUSE') throw error;
  }
  try {
    decoys.email = await startEmail({
      env: { EMAILJS_ORIGIN: EMAIL_API, EMAIL_OUTBOX: path.join(dir, 'decoy.jsonl') },
      log: () => {},
    });
  } catch (error) {
    if (error?.code !== 'EADDRINUSE') throw error;
  }
  return decoys;
}

test.describe('a site of the suite beside stand-ins already on 3010 and 3011', () => {
  let site;
  let browser;
  let decoys;
  let dir;
  test.beforeAll(async ({ startSite }) => {
    dir = await mkdtemp(path.join(tmpdir(), 'own-standins-'));
    decoys = await startDecoys(dir);
    site = await startSite();
    browser = await launch();
  });
  test.afterAll(async () => {
    await browser?.close();
    await site?.close();
    await Promise.all(Object.values(decoys ?? {}).map((d) => d.stop()));
    await rm(dir, { recursive: true, force: true });
  });

  test('runs its own stand-ins: its pages and its server use them, and nothing of the others', async () => {
    note(
      decoys.database && decoys.email
        ? 'decoy stand-ins on 3010 and 3011'
        : 'stand-ins of another run (npm start?) on 3010 and 3011',
    );
    const { database, email } = site.standins;
    assert.ok(database && email, 'both stand-ins are wanted (no real EmailJS or Firebase configured)');
    assert.ok(!database.external && !email.external, 'started by the site, not borrowed');
    assert.notEqual(new URL(database.url).port, String(DATABASE_PORT));
    assert.notEqual(new URL(email.url).port, new URL(EMAIL_API).port);

    // The page reaches the database at the address its build names, and gets the site's own.
    const { page, errors } = await openPage(browser);
    const sockets = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    await page.goto(site.url('/'));
    await page.locator('[data-remote-slot="impact/ImpactMonitor"]').scrollIntoViewIfNeeded();
    await page
      .getByRole('region', { name: 'Green Impact Monitor' })
      .getByText(/^\d{1,3}(,\d{3})*\.\d{4}$/)
      .waitFor({ timeout: 15000 });
    assert.ok(
      sockets.some((url) => url.startsWith(`ws://127.0.0.1:${DATABASE_PORT}/.ws`)),
      `the page connects where its build says: ${sockets.join(', ')}`,
    );
    if (decoys.database) assert.equal(decoys.database.listenerCount(), 0, 'no page of the site reads the decoy');

    // The e-mail API at the address the build names answers from the site's stand-in.
    const answered = await page.evaluate(async (api) => {
      const response = await fetch(`${api}/api/v1.0/email/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          lib_version: 'test',
          user_id: 'own-standins',
          service_id: 'local_service',
          template_id: 'local_template',
          template_params: { message: 'own stand-ins' },
        }),
      });
      return response.status;
    }, EMAIL_API);
    assert.equal(answered, 200);
    const outbox = await (await fetch(`${email.url}/__control/outbox`)).json();
    assert.ok(
      outbox.requests.some((r) => r.user_id === 'own-standins'),
      'the site stand-in took the send',
    );
    if (decoys.email) {
      const decoyOutbox = await (await fetch(`${decoys.email.url}/__control/outbox`)).json();
      assert.deepEqual(decoyOutbox.requests, [], 'the decoy took none');
    }

    // The shell's server adds up the instances of its own shared state only.
    await sleep(500);
    const { field } = await (await fetch(site.url('/__status'))).json();
    assert.ok(!field.some((f) => f.release === DECOY_RELEASE), JSON.stringify(field));
    assert.deepEqual(errors, []);
  });
});
