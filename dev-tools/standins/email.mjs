// A local stand-in for EmailJS, so the quotation form works with no account (`npm start`, tests,
// `npm run dev -w mfe-quotation`). It answers exactly the call @emailjs/browser makes and keeps every
// accepted request in an outbox file instead of sending mail.
//
// It also plays the EmailJS template the README sets up, because that template is what stops the
// public key in the bundle from being an open mail relay: its recipient is typed into the template
// (here SITE_QUOTATION_RECIPIENT, or the site's default), so the `to_email` a page sends, crafted or
// not, never decides where mail goes. The outbox records the mail as it would be delivered (`mail`).
//
// The EmailJS call:
//   POST /api/v1.0/email/send   JSON {lib_version, user_id, service_id, template_id, template_params}
//     200 'OK'                  accepted: appended to the outbox as one JSON line, with `mail`
//     400 '<reason>'            malformed (wrong content type, bad JSON, a missing or empty field)
//   OPTIONS (any path)          CORS preflight (EmailJS answers any origin; here, see below)
//
// Test control, over HTTP so a test in another process can drive a running stand-in (only scripts
// on this machine, never a web page, may call these: a request with an Origin gets 403):
//   POST /__control/fail-next   JSON {status, text}: the next send is answered with that status and
//                               text instead of being accepted (each call queues one failure)
//   GET  /__control/outbox      JSON {outboxPath, requests}: the requests this process accepted
//
// Only this machine's own requests are answered (localRequest.cjs): the Host must be a loopback name
// with this port, and an Origin, when there is one, a local page of the site (any loopback http
// origin, or STANDIN_ALLOWED_ORIGINS). Anything else gets 403 with no CORS headers, so another web
// page can neither send mail through the stand-in nor read its outbox.
//
// Run on its own with `node dev-tools/standins/email.mjs` (EMAILJS_ORIGIN, EMAIL_OUTBOX,
// SITE_QUOTATION_RECIPIENT and STANDIN_ALLOWED_ORIGINS apply; EMAIL_STANDIN_PUBLIC_PORT: the port
// pages address it by through a forwarder, localRequest.cjs publicPortFrom).
import http from 'node:http';
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isLocalHost } from '../hosts.cjs';
import localRequest from './localRequest.cjs';
import { recipientOf, renderMail } from './mailTemplate.mjs';
import { readBody } from '../readBody.cjs';
import { MAX_BODY_BYTES, rejectionReason } from './sendRequest.mjs';

// What a test of the stand-in compares the mail with.
export { DEFAULT_RECIPIENT, recipientOf, renderMail } from './mailTemplate.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DEFAULT_ORIGIN = 'http://127.0.0.1:3010';
const SEND_PATH = '/api/v1.0/email/send';
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
};

const originOf = (env) => env.EMAILJS_ORIGIN || DEFAULT_ORIGIN;

/** Wanted unless the site is configured for an EmailJS origin that is not this machine. */
export function isWanted(env = process.env) {
  try {
    return isLocalHost(new URL(originOf(env)).hostname);
  } catch {
    return false;
  }
}

function reply(res, status, text, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(text);
}

function replyJson(res, status, value) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(value));
}

/**
 * Starts the stand-in on 127.0.0.1 at the port of the configured origin (port 0: any free port).
 * Rejects with the listen error (EADDRINUSE when one is already running there).
 */
export async function start({ env = process.env, log = console.log } = {}) {
  const origin = new URL(originOf(env));
  const port = origin.port === '' ? 80 : Number(origin.port);
  const outboxPath = path.resolve(env.EMAIL_OUTBOX || path.join(ROOT, '.outbox', 'emails.jsonl'));
  const recipient = recipientOf(env);
  const allowedOrigins = localRequest.allowedOriginsFrom(env);
  const publicPort = localRequest.publicPortFrom(env, 'EMAIL_STANDIN_PUBLIC_PORT');
  const accepted = [];
  const failures = [];

  async function send(req, res) {
    const raw = await readBody(req, MAX_BODY_BYTES);
    if (raw === null) return reply(res, 400, `The request is larger than ${MAX_BODY_BYTES / 1024} KB`, CORS);
    const reason = rejectionReason(req.headers['content-type'], raw);
    if (reason) return reply(res, 400, reason, CORS);
    const forced = failures.shift();
    if (forced) return reply(res, forced.status, forced.text, CORS);
    const { lib_version, user_id, service_id, template_id, template_params } = JSON.parse(raw);
    const entry = {
      receivedAt: new Date().toISOString(),
      origin: req.headers.origin ?? null,
      lib_version,
      user_id,
      service_id,
      template_id,
      template_params,
      mail: renderMail(template_params, recipient),
    };
    // Written before answering: a request the page was told is sent is never missing from the outbox.
    await mkdir(path.dirname(outboxPath), { recursive: true });
    await appendFile(outboxPath, `${JSON.stringify(entry)}\n`);
    accepted.push(entry);
    return reply(res, 200, 'OK', CORS);
  }

  async function failNext(req, res) {
    const raw = await readBody(req, MAX_BODY_BYTES);
    let order;
    try {
      order = JSON.parse(raw ?? '');
    } catch {
      return reply(res, 400, 'Expected JSON {status, text}');
    }
    if (
      !Number.isInteger(order?.status) ||
      order.status < 300 ||
      order.status > 599 ||
      typeof order.text !== 'string'
    ) {
      return reply(res, 400, 'Expected JSON {status, text} with a status from 300 to 599');
    }
    failures.push({ status: order.status, text: order.text });
    return replyJson(res, 200, { queued: failures.length });
  }

  async function handle(req, res) {
    const { pathname } = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      return res.end();
    }
    if (pathname === SEND_PATH) {
      if (req.method !== 'POST') return reply(res, 405, 'Method Not Allowed', { ...CORS, Allow: 'POST, OPTIONS' });
      return send(req, res);
    }
    if (pathname.startsWith('/__control/') && req.headers.origin !== undefined)
      return reply(res, 403, 'Test control is not for web pages');
    if (pathname === '/__control/fail-next' && req.method === 'POST') return failNext(req, res);
    if (pathname === '/__control/outbox' && req.method === 'GET')
      return replyJson(res, 200, { outboxPath, requests: accepted });
    return reply(res, 404, 'Not Found');
  }

  const server = http.createServer((req, res) => {
    const ports = [server.address().port, ...(publicPort ? [publicPort] : [])];
    const refusal = localRequest.refusalOf(req.headers, { port: ports, allowedOrigins });
    if (refusal) {
      // Nothing of the body is read; the connection closes rather than parse it as the next request.
      reply(res, 403, refusal, { Connection: 'close' });
      return;
    }
    handle(req, res).catch((error) => {
      if (!res.headersSent) reply(res, 500, `Stand-in error: ${error.message}`, CORS);
      else res.destroy();
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const url = `http://127.0.0.1:${server.address().port}`;
  log(`email stand-in: ${url} (EmailJS API), mail for ${recipient} goes to the outbox ${outboxPath}`);

  let stopped;
  return {
    name: 'email',
    url,
    outboxPath,
    recipient,
    stop() {
      stopped ??= new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return stopped;
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const handle = await start();
  const stop = () => handle.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
