import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { productionCsp, readProduction } from '../scripts/deployConfig.mjs';
import { databaseConnectSources, serveConfig } from '../scripts/serveConfig.mjs';
import { databaseOrigins, ROOT } from '../scripts/servers.mjs';

// The CSP's database hosts and reporting, as generated for the local servers and for production.
// No server is started: this file reads only the generated rules.

/** CSP host-source matching (CSP 3, "Does url match expression"), enough for scheme://[*.]host[:port]. */
function allows(sources, target) {
  const url = new URL(target);
  return sources.some((source) => {
    const m = /^([a-z]+):\/\/(\*\.)?([^:/]+)(?::(\d+))?$/.exec(source);
    if (!m || `${m[1]}:` !== url.protocol) return false;
    const host = m[2] ? url.hostname.endsWith(`.${m[3]}`) : url.hostname === m[3];
    return host && (m[4] ?? '') === url.port;
  });
}

const connectSrc = (csp) =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'connect-src')
    .slice(1);

test.describe('the database hosts connect-src allows', () => {
  test("a regional database: itself over https and its region's shards over wss, nothing wider", () => {
    const sources = databaseConnectSources('https://ecopanel-impact-default-rtdb.asia-southeast1.firebasedatabase.app');
    assert.deepEqual(sources, [
      'https://ecopanel-impact-default-rtdb.asia-southeast1.firebasedatabase.app',
      'wss://*.asia-southeast1.firebasedatabase.app',
    ]);
    // The host the real database hands out in its handshake, and the database's own.
    assert.ok(allows(sources, 'wss://s-apse1a-nss-123.asia-southeast1.firebasedatabase.app/.ws?v=5&ns=x'));
    assert.ok(allows(sources, 'wss://ecopanel-impact-default-rtdb.asia-southeast1.firebasedatabase.app/.ws?v=5'));
    assert.ok(!allows(sources, 'wss://s-usc1a-nss-1.us-central1.firebasedatabase.app/.ws'), 'another region');
    assert.ok(!allows(sources, 'wss://someone-else.firebaseio.com/.ws'));
    assert.ok(
      !allows(sources, 'https://other-db.asia-southeast1.firebasedatabase.app/x.json'),
      'another database over https',
    );
    assert.ok(!allows(sources, 'ws://s-apse1a-nss-123.asia-southeast1.firebasedatabase.app/.ws'), 'unencrypted');
  });

  test('a legacy firebaseio.com database: itself and the firebaseio.com shards', () => {
    const sources = databaseConnectSources('https://ecopanel-impact.firebaseio.com/');
    assert.deepEqual(sources, ['https://ecopanel-impact.firebaseio.com', 'wss://*.firebaseio.com']);
    assert.ok(allows(sources, 'wss://s-usc1c-nss-2040.firebaseio.com/.ws?v=5'));
  });

  test('the local stand-in: its port under either loopback name (its "shards"), no other port', () => {
    const sources = databaseConnectSources('http://127.0.0.1:3011');
    assert.deepEqual(sources, ['http://127.0.0.1:3011', 'ws://127.0.0.1:3011', 'ws://localhost:3011']);
    assert.ok(allows(sources, 'ws://localhost:3011/.ws?v=5&ns=local-upvc'));
    assert.ok(!allows(sources, 'ws://localhost:3012/.ws'));
    assert.deepEqual(databaseConnectSources('ws://localhost:4011?ns=x'), [
      'http://localhost:4011',
      'ws://127.0.0.1:4011',
      'ws://localhost:4011',
    ]);
  });

  test('refuses a URL that is no Realtime Database, rather than writing a policy that blocks or over-allows it', () => {
    for (const bad of [
      'not a url',
      'http://ecopanel.asia-southeast1.firebasedatabase.app',
      'https://ecopanel.asia-southeast1.firebasedatabase.app:8443',
      'https://a.b.asia-southeast1.firebasedatabase.app',
      'https://firebasedatabase.app',
      'https://db.example.com',
      'https://firebaseio.com.example.com',
      'http://127.0.0.1',
      'https://127.0.0.1:3011',
    ]) {
      assert.throws(() => databaseConnectSources(bad), /URL/, bad);
    }
  });

  test("the local servers' policy follows FIREBASE_DATABASE_URL or the stand-in's host", () => {
    assert.deepEqual(databaseOrigins({}), ['http://127.0.0.1:3011', 'ws://127.0.0.1:3011', 'ws://localhost:3011']);
    assert.deepEqual(databaseOrigins({ FIREBASE_EMULATOR_HOST: '127.0.0.1:3999' }), [
      'http://127.0.0.1:3999',
      'ws://127.0.0.1:3999',
      'ws://localhost:3999',
    ]);
    assert.deepEqual(databaseOrigins({ FIREBASE_DATABASE_URL: 'http://127.0.0.1:3011?ns=local-upvc' }).length, 3);
    assert.deepEqual(
      databaseOrigins({ FIREBASE_DATABASE_URL: 'https://x-default-rtdb.europe-west1.firebasedatabase.app' }),
      ['https://x-default-rtdb.europe-west1.firebasedatabase.app', 'wss://*.europe-west1.firebasedatabase.app'],
    );
  });

  test("production: from deploy/production.json's databaseUrl, and only that database", () => {
    const production = readProduction();
    const sources = connectSrc(productionCsp(production));
    const database = sources.filter((s) => /firebase/.test(s));
    assert.deepEqual(database, databaseConnectSources(production.databaseUrl));
    assert.ok(
      !sources.some((s) => s.startsWith('ws:') || s === 'wss:' || s === 'https:' || s === '*'),
      sources.join(' '),
    );
    assert.throws(() => productionCsp({ ...production, databaseOrigins: ['https://x'] }), /databaseUrl/);
  });
});

test.describe('CSP reporting', () => {
  const ruleFor = (config, source) =>
    Object.fromEntries(config.headers.find((h) => h.source === source).headers.map((h) => [h.key, h.value]));

  test("the deployed shell (https) reports with report-to and report-uri to its server's collector; firebase.json is regenerated", () => {
    const firebase = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
    const shell = ruleFor(
      firebase.hosting.find((h) => h.target === 'shell'),
      '**',
    );
    assert.match(shell['Content-Security-Policy'], /; report-uri \/__csp-report; report-to csp$/);
    assert.equal(shell['Reporting-Endpoints'], 'csp="/__csp-report"');
    assert.deepEqual(connectSrc(shell['Content-Security-Policy']), connectSrc(productionCsp(readProduction())));
    // The collector's path is a page path to Hosting, so it reaches the shell's server on Cloud Run.
    assert.ok(
      firebase.hosting
        .find((h) => h.target === 'shell')
        .rewrites.some((r) => r.run && new RegExp(r.regex).test('/__csp-report')),
    );
    for (const remote of firebase.hosting.filter((h) => h.target !== 'shell')) {
      const headers = ruleFor(remote, '**');
      assert.doesNotMatch(headers['Content-Security-Policy'], /report-/, `${remote.target}: no collector on its host`);
      assert.equal(headers['Reporting-Endpoints'], undefined);
    }
  });

  test('the local shell (plain http) reports with report-uri only: Chromium drops report-to there, and report-uri with it', () => {
    const local = serveConfig({ isShell: true, csp: "default-src 'self'", remoteOrigins: [], plainHttp: true });
    const headers = ruleFor(local, '**');
    assert.equal(headers['Content-Security-Policy'], "default-src 'self'; report-uri /__csp-report");
    assert.equal(headers['Reporting-Endpoints'], undefined);
  });
});
