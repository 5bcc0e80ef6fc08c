// The local EmailJS stand-in (dev-tools/standins/email.mjs) as the browser SDK and a test see it:
// when it is wanted, its outbox, the EmailJS call with CORS, malformed calls refused with their
// reason, a failure ordered for the next send, and the mail as the template renders it to its own
// recipient. Who may call it: email-standin-origins.test.mjs.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_RECIPIENT, isWanted, recipientOf, renderMail, start } from '@ecopanel/dev-tools/standins/email';
import { standinLab, valid } from './emailStandinLab.mjs';
import { test } from './fixtures.mjs';

test.describe('email stand-in', () => {
  const lab = standinLab();
  const { send, outbox, outboxLines } = lab;

  test('is wanted unless EmailJS points to another machine', () => {
    assert.equal(isWanted({}), true);
    assert.equal(isWanted({ EMAILJS_ORIGIN: 'http://127.0.0.1:3999' }), true);
    assert.equal(isWanted({ EMAILJS_ORIGIN: 'http://localhost:3010' }), true);
    assert.equal(isWanted({ EMAILJS_ORIGIN: 'https://api.emailjs.com' }), false);
    assert.equal(isWanted({ EMAILJS_ORIGIN: 'not a url' }), false);
  });

  test('prints where the outbox is', () => {
    assert.equal(lab.standin.name, 'email');
    assert.ok(
      lab.logs.some((line) => line.includes(lab.standin.outboxPath) && line.includes(lab.standin.url)),
      lab.logs.join('\n'),
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
    const response = await fetch(`${lab.standin.url}/api/v1.0/email/send`, {
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
    const wrongMethod = await fetch(`${lab.standin.url}/api/v1.0/email/send`);
    assert.equal(wrongMethod.status, 405);
    assert.equal((await fetch(`${lab.standin.url}/api/v1.0/other`, { method: 'POST' })).status, 404);
    assert.equal((await outbox()).length, before);
  });

  test('fails the next send with the status and text it is told, then accepts again', async () => {
    const before = (await outbox()).length;
    const order = await fetch(`${lab.standin.url}/__control/fail-next`, {
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
      const response = await fetch(`${lab.standin.url}/__control/fail-next`, { method: 'POST', body });
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
        EMAIL_OUTBOX: path.join(lab.dir, 'configured.jsonl'),
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
});
