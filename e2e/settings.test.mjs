import { siteAndBrowser, test } from './fixtures.mjs';
// A remote owns its settings (README, "Email"): rotating the quotation's EmailJS key and template is
// a build of the quotation remote alone, deployed beside the running shell, which is neither rebuilt
// nor restarted; the next send from the composed site uses the new values.
import assert from 'node:assert/strict';
import { cpSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, startApp } from '../scripts/servers.mjs';
import { openPage } from './harness.mjs';
import { quotationForm, sentWith, SUCCESS } from './quotationForm.mjs';
import { buildRemoteRelease, digest } from './release.mjs';

const ROTATED = { EMAILJS_PUBLIC_KEY: 'rotated-public-key', EMAILJS_TEMPLATE_ID: 'template_rotated' };

/** Every JavaScript file of a build, as one string. */
const scriptsOf = (dir) =>
  readdirSync(dir, { recursive: true })
    .filter((f) => String(f).endsWith('.js'))
    .map((f) => readFileSync(path.join(dir, String(f)), 'utf8'))
    .join('\n');

test.describe("a remote's own settings", () => {
  const lab = siteAndBrowser();

  /**
   * Fills and sends the form on /contact as a person would, in a visitor's own browser (the form
   * allows one send per 30 s per browser); returns the request the stand-in received.
   */
  async function sendQuotation(marker) {
    const { page, context, errors } = await openPage(lab.browser);
    await page.goto(lab.site.url('/contact'));
    const q = quotationForm(page);
    await q.appeared();
    await q.fill({
      email: 'rotation@example.lk',
      mobile: '0771234567',
      message: `Settings rotation check (${marker})`,
    });
    await q.humanPause();
    await q.send.click();
    await q.status.filter({ hasText: SUCCESS }).waitFor();
    const [request] = await sentWith(marker);
    assert.ok(request, 'the request reached the stand-in');
    assert.deepEqual(errors, []);
    await context.close();
    return request;
  }

  test('the shell carries none of them', () => {
    const shell = scriptsOf(path.join(ROOT, 'shell', 'dist'));
    for (const value of ['local-public-key', 'local_template', 'local_service', 'local-api-key'])
      assert.ok(!shell.includes(value), value);
    assert.ok(scriptsOf(path.join(ROOT, 'mfe-quotation', 'dist')).includes('local-public-key'));
  });

  test('rotating the EmailJS key and template is a release of the quotation remote alone', async () => {
    const shellDist = path.join(ROOT, 'shell', 'dist');
    const shellBefore = digest(shellDist);
    const shellServer = lab.site.servers.shell;

    const before = await sendQuotation(`before-${Date.now()}`);
    assert.equal(before.user_id, 'local-public-key');
    assert.equal(before.template_id, 'local_template');

    const nextDist = buildRemoteRelease('mfe-quotation', { env: ROTATED });
    // A deploy keeps the earlier releases (DEPLOY.md): pages rendered with them still load.
    cpSync(path.join(ROOT, 'mfe-quotation', 'dist', 'releases'), path.join(nextDist, 'releases'), { recursive: true });
    await lab.site.servers.quotation.stop();
    lab.site.servers.quotation = await startApp('quotation', lab.site.ports.quotation, { dir: nextDist });

    // The shell's server takes up a release within its 5 s check interval (README); a page rendered
    // before then still loads the previous release, so send until the new settings are used.
    let after;
    const until = Date.now() + 30000;
    do {
      after = await sendQuotation(`after-${Date.now()}`);
    } while (after.template_id !== ROTATED.EMAILJS_TEMPLATE_ID && Date.now() < until);
    assert.equal(after.template_id, ROTATED.EMAILJS_TEMPLATE_ID);
    assert.equal(after.user_id, ROTATED.EMAILJS_PUBLIC_KEY);
    assert.equal(after.service_id, 'local_service');
    assert.equal(lab.site.servers.shell, shellServer, 'the shell was not restarted');
    assert.equal(digest(shellDist), shellBefore, 'the shell was not rebuilt');
  });
});
