import { note, siteAndBrowser, test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { launch, openPage, ROUTES, scrollThrough } from './harness.mjs';

// The CSP as browsers report it: the shell's server collects violation reports (POST /__csp-report,
// server/src/http/cspReports.ts) and lists them to this machine (GET). Walking the whole site must
// produce none, and the impact counter must keep working when the database moves the browser to a
// shard host, as the real Realtime Database does, with connect-src allowing only the shard rule.

const RECORD_VIOLATIONS = () => {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI}`);
  });
};
/** What Chromium logs by itself for a request the CSP blocks (only the deliberate one below). */
const CSP_CONSOLE = [
  /violates the following Content Security Policy directive/,
  /Refused to connect/,
  /Fetch API cannot load/,
];
const COUNT = /^\d{1,3}(,\d{3})*\.\d{4}$/;

const reportsOf = async (site) => {
  const response = await fetch(site.url('/__csp-report'));
  assert.equal(response.status, 200, 'the collector lists its reports to this machine');
  return response.json();
};
const describeReports = (reports) =>
  reports.map((r) => `${r.documentUrl}: ${r.directive} blocked ${r.blockedUrl} (${r.via})`);
/** A wire-protocol frame as JSON (a frame count, or a piece of a longer message, is null). */
const parse = (frame) => {
  try {
    const message = JSON.parse(frame);
    return typeof message === 'object' ? message : null;
  } catch {
    return null;
  }
};
const directivesOf = (csp) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k, v]),
  );

test.describe('CSP reports', () => {
  const lab = siteAndBrowser();

  test('every page names the collector (report-uri only over plain http, where Chromium would drop report-to and lose every report)', async () => {
    for (const route of ['/', '/products', '/no-such-page']) {
      const response = await fetch(lab.site.url(route));
      const directives = directivesOf(response.headers.get('content-security-policy'));
      assert.deepEqual(directives['report-uri'], ['/__csp-report'], route);
      assert.equal(directives['report-to'], undefined, route);
      assert.equal(response.headers.get('reporting-endpoints'), null, route);
    }
  });

  test('receives no report while a reader walks every route, scrolling each page to the end', async () => {
    assert.deepEqual(await reportsOf(lab.site), [], 'nothing before the walk');
    const { page, errors } = await openPage(lab.browser);
    await page.addInitScript(RECORD_VIOLATIONS);
    const seen = [];
    for (const route of ROUTES) {
      await page.goto(lab.site.url(route));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await scrollThrough(page);
      assert.equal(
        await page.locator('[data-remote-state="loading"]').count(),
        0,
        `${route}: a remote is still loading`,
      );
      seen.push(...(await page.evaluate(() => window.__cspViolations)).map((v) => `${route}: ${v}`));
    }
    // report-uri posts leave the browser on their own schedule: give the last page's a moment.
    await page.waitForTimeout(1000);
    assert.deepEqual(describeReports(await reportsOf(lab.site)), []);
    assert.deepEqual(seen, []);
    assert.deepEqual(errors, []);
  });

  test('does receive the report of a request the CSP blocks (so the walk above could have failed)', async () => {
    const { page, errors } = await openPage(lab.browser, { allowErrors: CSP_CONSOLE });
    await page.goto(lab.site.url('/'));
    const before = (await reportsOf(lab.site)).length;
    await page.evaluate(() => fetch('http://127.0.0.1:9/blocked-by-the-csp').catch(() => 'blocked'));
    let reports = [];
    for (let i = 0; i < 50 && reports.length <= before; i++) {
      await page.waitForTimeout(100);
      reports = await reportsOf(lab.site);
    }
    const report = reports.at(-1);
    assert.ok(report, 'a report arrived within 5 s');
    assert.equal(report.via, 'report-uri');
    assert.equal(report.directive, 'connect-src');
    assert.match(report.blockedUrl, /^http:\/\/127\.0\.0\.1:9/);
    assert.equal(report.documentUrl, lab.site.url('/'));
    assert.deepEqual(errors, []);
  });
});

test.describe('the impact counter when the database hands out a shard host', () => {
  let site;
  let browser;
  const emulatorHost = process.env.FIREBASE_EMULATOR_HOST || '127.0.0.1:3011';
  const port = emulatorHost.split(':').pop();
  // The stand-in's other loopback name: the build connects to the one it was configured with.
  const shardHost = `${emulatorHost.startsWith('localhost:') ? '127.0.0.1' : 'localhost'}:${port}`;
  const had = process.env.FIREBASE_STANDIN_SHARD_HOST;
  test.beforeAll(async ({ startSite }) => {
    // The stand-in reads it as the harness starts it; the CSP is computed from the database's
    // address alone, as production's is from the database URL: it never names the shard.
    process.env.FIREBASE_STANDIN_SHARD_HOST = shardHost;
    site = await startSite();
    browser = await launch();
  });
  test.afterAll(async () => {
    await browser?.close();
    await site?.close();
    if (had === undefined) delete process.env.FIREBASE_STANDIN_SHARD_HOST;
    else process.env.FIREBASE_STANDIN_SHARD_HOST = had;
  });

  test("connect-src allows the stand-in's shards (its port under either loopback name) and no other port", async () => {
    const csp = (await fetch(site.url('/'))).headers.get('content-security-policy');
    const local = directivesOf(csp)['connect-src'].filter((s) => s.endsWith(`:${port}`));
    assert.deepEqual(
      local.sort(),
      [`http://${emulatorHost}`, `ws://127.0.0.1:${port}`, `ws://localhost:${port}`].sort(),
    );
    assert.ok(!directivesOf(csp)['connect-src'].some((s) => /^wss?:$|\*/.test(s)), csp);
  });

  test('follows the redirect to the shard host, and counts and writes there under the CSP, with nothing reported', async () => {
    const database = site.standins.database;
    assert.ok(database, 'the database stand-in runs (no FIREBASE_DATABASE_URL off this machine)');
    assert.ok(
      !database.external,
      `a database stand-in was already running on ${emulatorHost} (another npm start or test run?): this test needs its own, started with FIREBASE_STANDIN_SHARD_HOST`,
    );
    const { page, errors } = await openPage(browser);
    await page.addInitScript(RECORD_VIOLATIONS);
    const sockets = [];
    page.on('websocket', (ws) => {
      const socket = { url: ws.url(), sent: [], received: [] };
      sockets.push(socket);
      ws.on('framesent', (f) => socket.sent.push(String(f.payload)));
      ws.on('framereceived', (f) => socket.received.push(String(f.payload)));
    });
    await page.goto(site.url('/'));
    const monitor = page.getByRole('region', { name: 'Green Impact Monitor' });
    await page.locator('[data-remote-slot="impact/ImpactMonitor"]').scrollIntoViewIfNeeded();
    const counter = monitor.getByText(COUNT);
    await counter.waitFor({ timeout: 15000 });
    const first = Number((await counter.textContent()).replace(/,/g, ''));

    // The first connection is told to go to the shard host; the counter then lives there.
    await page.waitForFunction(
      ([pattern, before]) => {
        const text = [...document.querySelectorAll('p')]
          .map((p) => p.textContent)
          .find((x) => new RegExp(pattern).test(x));
        return text && Number(text.replace(/,/g, '')) > before;
      },
      [COUNT.source, first],
      { timeout: 10000 },
    );
    const direct = sockets.find((s) => s.url.startsWith(`ws://${emulatorHost}/.ws`));
    const shard = sockets.find((s) => s.url.startsWith(`ws://${shardHost}/.ws`));
    note(sockets.map((s) => s.url).join('\n'));
    assert.ok(direct, 'the build connects to the address it was configured with');
    assert.ok(
      direct.received.some((f) => f.includes('"t":"r"') && f.includes(shardHost)),
      'which redirects it to the shard host',
    );
    assert.ok(shard, `the browser then connected to ${shardHost}`);
    assert.ok(
      shard.received.some((f) => f.includes('impactTracker')),
      'the count arrives over the shard connection',
    );
    // This page is the only one open, so it writes the count (one update every tick), over the
    // shard connection, and the stand-in accepts it there.
    const accepted = () => {
      const writes = shard.sent
        .map(parse)
        .filter((m) => m?.d?.a === 'm' && JSON.stringify(m.d.b).includes('impactTracker'));
      return writes.some((w) => shard.received.map(parse).some((m) => m?.d?.r === w.d.r && m.d.b?.s === 'ok'));
    };
    for (let i = 0; i < 80 && !accepted(); i++) await page.waitForTimeout(100);
    assert.ok(accepted(), 'a write of the count was sent and accepted over the shard connection');

    await page.waitForTimeout(1000);
    assert.deepEqual(await page.evaluate(() => window.__cspViolations), []);
    assert.deepEqual(describeReports(await reportsOf(site)), []);
    assert.deepEqual(errors, []);
  });
});
