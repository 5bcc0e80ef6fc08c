// The local EmailJS stand-in (dev-tools/standins/email.mjs): who may call it. A request addressed
// to another name or port (DNS rebinding) and a page of another site are refused with 403 and no
// CORS, its test control is kept from every web page, STANDIN_ALLOWED_ORIGINS narrows the pages it
// takes, and a taken port rejects with EADDRINUSE. What it does with a call:
// email-standin-sends.test.mjs.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import path from 'node:path';
import { start } from '@ecopanel/dev-tools/standins/email';
import { standinLab, valid } from './emailStandinLab.mjs';
import { test } from './fixtures.mjs';

/** A request with headers fetch() will not send (Host): what a rebound name or another page sends. */
function raw(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

test.describe('email stand-in', () => {
  const lab = standinLab();
  const { send, outbox } = lab;

  test('refuses a request addressed to another name or port (DNS rebinding) with 403, no CORS and no mail', async () => {
    const before = (await outbox()).length;
    const { port } = new URL(lab.standin.url);
    for (const host of [
      'attacker.example',
      `attacker.example:${port}`,
      `localhost:${Number(port) + 1}`,
      `127.0.0.2:${port}`,
      `localhost.attacker.example:${port}`,
    ]) {
      const response = await raw(`${lab.standin.url}/api/v1.0/email/send`, {
        method: 'POST',
        headers: { Host: host, 'Content-Type': 'application/json' },
        body: JSON.stringify(valid()),
      });
      assert.equal(response.status, 403, host);
      assert.equal(response.headers['access-control-allow-origin'], undefined, host);
      assert.match(response.text, /Host must be/);
    }
    assert.equal(
      (await raw(`${lab.standin.url}/__control/outbox`, { headers: { Host: `attacker.example:${port}` } })).status,
      403,
    );
    for (const host of [`localhost:${port}`, `LOCALHOST:${port}`, `[::1]:${port}`]) {
      const response = await raw(`${lab.standin.url}/api/v1.0/email/send`, {
        method: 'POST',
        headers: { Host: host, 'Content-Type': 'application/json' },
        body: JSON.stringify(valid()),
      });
      assert.equal(response.status, 200, host);
    }
    assert.equal((await outbox()).length, before + 3);
  });

  test('refuses a page of another site (cross-site POST or preflight) with 403 and no CORS; takes any local page', async () => {
    const before = (await outbox()).length;
    for (const origin of [
      'https://attacker.example',
      'null',
      'http://localhost.attacker.example:3000',
      'https://localhost:3000',
      'http://10.0.0.7:3000',
    ]) {
      const post = await send(valid(), { 'Content-Type': 'text/plain', Origin: origin });
      assert.equal(post.status, 403, origin);
      assert.equal(post.headers.get('access-control-allow-origin'), null, origin);
      const preflight = await fetch(`${lab.standin.url}/api/v1.0/email/send`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
      assert.equal(preflight.status, 403, origin);
    }
    assert.equal((await outbox()).length, before);
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:4803', 'http://localhost:3003']) {
      assert.equal((await send(valid(), { 'Content-Type': 'application/json', Origin: origin })).status, 200, origin);
    }
  });

  test('keeps its test control from every web page, local ones included', async () => {
    const order = await fetch(`${lab.standin.url}/__control/fail-next`, {
      method: 'POST',
      headers: { Origin: 'http://localhost:3000' },
      body: JSON.stringify({ status: 500, text: 'x' }),
    });
    assert.equal(order.status, 403);
    assert.equal(
      (await fetch(`${lab.standin.url}/__control/outbox`, { headers: { Origin: 'http://localhost:3000' } })).status,
      403,
    );
    assert.equal((await send(valid())).status, 200, 'no failure was queued');
  });

  test('takes only the pages STANDIN_ALLOWED_ORIGINS lists, when set, and refuses to start on a non-local one', async () => {
    const narrowed = await start({
      env: {
        EMAILJS_ORIGIN: 'http://127.0.0.1:0',
        EMAIL_OUTBOX: path.join(lab.dir, 'narrowed.jsonl'),
        STANDIN_ALLOWED_ORIGINS: 'http://localhost:3000, http://127.0.0.1:3000',
      },
      log: () => {},
    });
    try {
      const post = (origin) =>
        fetch(`${narrowed.url}/api/v1.0/email/send`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: origin },
          body: JSON.stringify(valid()),
        });
      assert.equal((await post('http://localhost:3000')).status, 200);
      assert.equal((await post('http://127.0.0.1:3000')).status, 200);
      assert.equal((await post('http://localhost:3003')).status, 403);
    } finally {
      await narrowed.stop();
    }
    await assert.rejects(
      start({
        env: {
          EMAILJS_ORIGIN: 'http://127.0.0.1:0',
          EMAIL_OUTBOX: path.join(lab.dir, 'x.jsonl'),
          STANDIN_ALLOWED_ORIGINS: 'https://www.example.lk',
        },
        log: () => {},
      }),
      /STANDIN_ALLOWED_ORIGINS/,
    );
  });

  test('rejects with EADDRINUSE when the port is taken, so the registry can reuse the running one', async () => {
    const port = new URL(lab.standin.url).port;
    await assert.rejects(
      start({
        env: { EMAILJS_ORIGIN: `http://127.0.0.1:${port}`, EMAIL_OUTBOX: path.join(lab.dir, 'x.jsonl') },
        log: () => {},
      }),
      { code: 'EADDRINUSE' },
    );
  });
});
