// The lab of e2e/email-standin-*.test.mjs: the local EmailJS stand-in (dev-tools/standins/email.mjs)
// started on a free port with its outbox in a temporary folder, and the calls the browser SDK makes.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { start } from '@ecopanel/dev-tools/standins/email';
import { test } from './fixtures.mjs';

/** A call as the browser SDK makes it, valid. */
export const valid = () => ({
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

/**
 * Called in a describe block: the stand-in (`lab.standin`), started before its first test and
 * stopped after its last, the lines it logged (`lab.logs`), its folder (`lab.dir`), and calls to it.
 */
export function standinLab() {
  const lab = { dir: undefined, standin: undefined, logs: [] };
  test.beforeAll(async () => {
    lab.dir = await mkdtemp(path.join(tmpdir(), 'email-standin-'));
    // Port 0: any free port, so this never meets a stand-in `npm start` or another test is running.
    lab.standin = await start({
      env: { EMAILJS_ORIGIN: 'http://127.0.0.1:0', EMAIL_OUTBOX: path.join(lab.dir, 'out', 'emails.jsonl') },
      log: (line) => lab.logs.push(line),
    });
  });
  test.afterAll(async () => {
    await lab.standin?.stop();
    await rm(lab.dir, { recursive: true, force: true });
  });

  lab.send = (body, headers = { 'Content-Type': 'application/json' }) =>
    fetch(`${lab.standin.url}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { Origin: 'http://localhost:3000', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  lab.outbox = async () => (await (await fetch(`${lab.standin.url}/__control/outbox`)).json()).requests;
  lab.outboxLines = async () =>
    (await readFile(lab.standin.outboxPath, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
  return lab;
}
