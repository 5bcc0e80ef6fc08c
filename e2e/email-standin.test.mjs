import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_RECIPIENT, isWanted, recipientOf, renderMail, start } from '@ecopanel/dev-tools/standins/email';

// The local EmailJS stand-in (dev-tools/standins/email.mjs) as the browser SDK and a test see it.

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

const valid = () => ({
  lib_version: '4.4.1',
  user_id: 'local-public-key',
  service_id: 'local_service',
  template_id: 'local_template',
  template_params: {
    to_email: 'quotations@example.com',
    from_email: 'buyer@example.lk',
    phone: '0771234567',
    message: 'Hi',
  },
});

test.describe('email stand-in', () => {
  let dir;
  let standin;
  const logs = [];
  test.beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'email-standin-'));
    // Port 0: any free port, so this never meets a stand-in `npm start` or another test is running.
    standin = await start({
      env: { EMAILJS_ORIGIN: 'http://127.0.0.1:0', EMAIL_OUTBOX: path.join(dir, 'out', 'emails.jsonl') },
      log: (line) => logs.push(line),
    });
  });
  test.afterAll(async () => {
    await standin?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const send = (body, headers = { 'Content-Type': 'application/json' }) =>
    fetch(`${standin.url}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { Origin: 'http://localhost:3000', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const outbox = async () => (await (await fetch(`${standin.url}/__control/outbox`)).json()).requests;
  const outboxLines = async () =>
    (await readFile(standin.outboxPath, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));

  test('is wanted unless EmailJS points to another machine', () => {
    assert.equal(isWanted({}), true);
    assert.equal(isWanted({ EMAILJS_ORIGIN: 'http://127.0.0.1:3999' }), true);
    assert.equal(isWanted({ EMAILJS_ORIGIN: 'http://localhost:3010' }), true);
    assert.equal(isWanted({ EMAILJS_ORIGIN: 'https://api.emailjs.com' }), false);
    assert.equal(isWanted({ EMAILJS_ORIGIN: 'not a url' }), false);
  });

  test('prints where the outbox is', () => {
    assert.equal(standin.name, 'email');
    assert.ok(
      logs.some((line) => line.includes(standin.outboxPath) && line.includes(standin.url)),
      logs.join('\n'),
    );
  });

  test('accepts the EmailJS call with CORS, answers OK and appends it to the outbox file', async () => {
    const response = await send(valid());
    assert.equal(response.status, 200);
    assert.equal(await response.text(), 'OK');
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    const [line] = (await outboxLines()).slice(-1);
    assert.equal(line.origin, 'http://localhost:3000');
    assert.equal(line.service_id, 'local_service');
    assert.equal(line.template_id, 'local_template');
    assert.equal(line.user_id, 'local-public-key');
    assert.deepEqual(line.template_params, valid().template_params);
    assert.ok(!Number.isNaN(Date.parse(line.receivedAt)));
    assert.deepEqual((await outbox()).slice(-1), [line]);
  });

  test('answers the CORS preflight the browser sends before the JSON POST', async () => {
    const response = await fetch(`${standin.url}/api/v1.0/email/send`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    assert.equal(response.status, 204);
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    assert.match(response.headers.get('access-control-allow-methods'), /POST/);
    assert.match(response.headers.get('access-control-allow-headers'), /content-type/i);
  });

  test('rejects malformed calls with 400 and the reason, and keeps them out of the outbox', async () => {
    const before = (await outbox()).length;
    const cases = [
      [send(valid(), { 'Content-Type': 'text/plain' }), /content type must be application\/json/],
      [send('{"lib_version": '), /not valid JSON/],
      [send('[1, 2]'), /must be a JSON object/],
      [send({ ...valid(), lib_version: undefined }), /lib_version parameter is required/],
      [send({ ...valid(), user_id: '' }), /user_id parameter is required/],
      [send({ ...valid(), service_id: 42 }), /service_id parameter is required/],
      [send({ ...valid(), template_id: '  ' }), /template_id parameter is required/],
      [send({ ...valid(), template_params: ['a'] }), /template_params parameter must be a JSON object/],
      [send({ ...valid(), template_params: { message: 'x'.repeat(60 * 1024) } }), /larger than 50 KB/],
    ];
    for (const [pending, reason] of cases) {
      const response = await pending;
      assert.equal(response.status, 400);
      assert.equal(response.headers.get('access-control-allow-origin'), '*', 'the page can read the reason');
      assert.match(await response.text(), reason);
    }
    const wrongMethod = await fetch(`${standin.url}/api/v1.0/email/send`);
    assert.equal(wrongMethod.status, 405);
    assert.equal((await fetch(`${standin.url}/api/v1.0/other`, { method: 'POST' })).status, 404);
    assert.equal((await outbox()).length, before);
  });

  test('fails the next send with the status and text it is told, then accepts again', async () => {
    const before = (await outbox()).length;
    const order = await fetch(`${standin.url}/__control/fail-next`, {
      method: 'POST',
      body: JSON.stringify({ status: 429, text: 'Too Many Requests' }),
    });
    assert.equal(order.status, 200);
    const failed = await send(valid());
    assert.equal(failed.status, 429);
    assert.equal(await failed.text(), 'Too Many Requests');
    assert.equal((await outbox()).length, before, 'a failed send is not in the outbox');
    assert.equal((await send(valid())).status, 200, 'only the next send fails');
    assert.equal((await outbox()).length, before + 1);
  });

  test('refuses a fail-next order it cannot honour', async () => {
    for (const body of ['nope', JSON.stringify({ status: 200, text: 'OK' }), JSON.stringify({ status: 503 })]) {
      const response = await fetch(`${standin.url}/__control/fail-next`, { method: 'POST', body });
      assert.equal(response.status, 400, body);
    }
    assert.equal((await send(valid())).status, 200);
  });

  test("delivers to the template's own recipient: a crafted to_email (or cc, bcc) changes nothing", async () => {
    const honest = await send(valid());
    const crafted = await send({
      ...valid(),
      template_params: {
        ...valid().template_params,
        to_email: 'victim@elsewhere.example',
        cc: 'a@b.example',
        bcc: 'c@d.example',
      },
    });
    assert.equal(honest.status, 200);
    assert.equal(crafted.status, 200);
    const [a, b] = (await outboxLines()).slice(-2);
    assert.equal(b.template_params.to_email, 'victim@elsewhere.example', 'the outbox keeps what the page sent');
    assert.deepEqual(b.mail, a.mail, 'and the mail is the same as the honest one');
    assert.deepEqual(a.mail, {
      to: DEFAULT_RECIPIENT,
      replyTo: 'buyer@example.lk',
      subject: 'Quotation request from buyer@example.lk',
      text: 'Email: buyer@example.lk\nMobile: 0771234567\n\nHi',
    });
    assert.deepEqual((await outbox()).slice(-2), [a, b]);
  });

  test('sends where SITE_QUOTATION_RECIPIENT says, as a template with that address typed in would', async () => {
    const configured = await start({
      env: {
        EMAILJS_ORIGIN: 'http://127.0.0.1:0',
        EMAIL_OUTBOX: path.join(dir, 'configured.jsonl'),
        SITE_QUOTATION_RECIPIENT: 'sales@ecopanel.example',
      },
      log: () => {},
    });
    try {
      assert.equal(configured.recipient, 'sales@ecopanel.example');
      const body = valid();
      body.template_params.to_email = 'someone@elsewhere.example';
      const response = await fetch(`${configured.url}/api/v1.0/email/send`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      assert.equal(response.status, 200);
      const [line] = (await readFile(configured.outboxPath, 'utf8'))
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      assert.equal(line.mail.to, 'sales@ecopanel.example');
    } finally {
      await configured.stop();
    }
  });

  test('renders the template as EmailJS does: missing variables empty, the recipient never from the params', () => {
    assert.equal(recipientOf({}), DEFAULT_RECIPIENT);
    assert.equal(recipientOf({ SITE_QUOTATION_RECIPIENT: '  ' }), DEFAULT_RECIPIENT);
    assert.equal(recipientOf({ SITE_QUOTATION_RECIPIENT: 'q@co.example' }), 'q@co.example');
    assert.deepEqual(renderMail({ to_email: 'x@y.example', message: 'Walnut, 300 sq ft', phone: 77 }, 'q@co.example'), {
      to: 'q@co.example',
      replyTo: '',
      subject: 'Quotation request from ',
      text: 'Email: \nMobile: 77\n\nWalnut, 300 sq ft',
    });
    // A value that looks like a variable is text, not a second round of substitution.
    assert.equal(
      renderMail({ from_email: '{{to_email}}', to_email: 'x@y.example' }, 'q@co.example').replyTo,
      '{{to_email}}',
    );
  });

  test('refuses a request addressed to another name or port (DNS rebinding) with 403, no CORS and no mail', async () => {
    const before = (await outbox()).length;
    const { port } = new URL(standin.url);
    for (const host of [
      'attacker.example',
      `attacker.example:${port}`,
      `localhost:${Number(port) + 1}`,
      `127.0.0.2:${port}`,
      `localhost.attacker.example:${port}`,
    ]) {
      const response = await raw(`${standin.url}/api/v1.0/email/send`, {
        method: 'POST',
        headers: { Host: host, 'Content-Type': 'application/json' },
        body: JSON.stringify(valid()),
      });
      assert.equal(response.status, 403, host);
      assert.equal(response.headers['access-control-allow-origin'], undefined, host);
      assert.match(response.text, /Host must be/);
    }
    assert.equal(
      (await raw(`${standin.url}/__control/outbox`, { headers: { Host: `attacker.example:${port}` } })).status,
      403,
    );
    for (const host of [`localhost:${port}`, `LOCALHOST:${port}`, `[::1]:${port}`]) {
      const response = await raw(`${standin.url}/api/v1.0/email/send`, {
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
      const preflight = await fetch(`${standin.url}/api/v1.0/email/send`, {
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
    const order = await fetch(`${standin.url}/__control/fail-next`, {
      method: 'POST',
      headers: { Origin: 'http://localhost:3000' },
      body: JSON.stringify({ status: 500, text: 'x' }),
    });
    assert.equal(order.status, 403);
    assert.equal(
      (await fetch(`${standin.url}/__control/outbox`, { headers: { Origin: 'http://localhost:3000' } })).status,
      403,
    );
    assert.equal((await send(valid())).status, 200, 'no failure was queued');
  });

  test('takes only the pages STANDIN_ALLOWED_ORIGINS lists, when set, and refuses to start on a non-local one', async () => {
    const narrowed = await start({
      env: {
        EMAILJS_ORIGIN: 'http://127.0.0.1:0',
        EMAIL_OUTBOX: path.join(dir, 'narrowed.jsonl'),
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
          EMAIL_OUTBOX: path.join(dir, 'x.jsonl'),
          STANDIN_ALLOWED_ORIGINS: 'https://www.example.lk',
        },
        log: () => {},
      }),
      /STANDIN_ALLOWED_ORIGINS/,
    );
  });

  test('rejects with EADDRINUSE when the port is taken, so the registry can reuse the running one', async () => {
    const port = new URL(standin.url).port;
    await assert.rejects(
      start({
        env: { EMAILJS_ORIGIN: `http://127.0.0.1:${port}`, EMAIL_OUTBOX: path.join(dir, 'x.jsonl') },
        log: () => {},
      }),
      { code: 'EADDRINUSE' },
    );
  });
});
