// The quotation remote in the composed site (SPEC section 2 "Contact", sections 4, 5, 7, 8): /contact
// and real sends from Chromium through @emailjs/browser to the local EmailJS stand-in, read back from
// its outbox; failures (a forced 429, then retried; a stopped endpoint) forced through the
// stand-in's control endpoint. What guards a send (the SDK loaded late, axe, bots, one send per
// 30 s): quotation-guards.test.mjs.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { start as startEmailStandin } from '@ecopanel/dev-tools/standins/email';
import { note, siteAndBrowser, test } from './fixtures.mjs';
import { openPage } from './harness.mjs';
import {
  colourOf,
  FAILED_SEND_LOGS,
  FAILURE,
  failNext,
  GREEN,
  openContact as openOn,
  RED,
} from './quotationContact.mjs';
import { EMAIL_API, outbox, quotationForm, sentWith, SUCCESS, uniqueMarker } from './quotationForm.mjs';

test.describe('quotation remote in the composed site', () => {
  const lab = siteAndBrowser();
  const openContact = (options) => openOn(lab, options);

  test('/contact: hero, Location/Hotline/Email cards, the form and what happens next', async () => {
    const { page, errors, q } = await openContact();
    assert.equal(await page.title(), 'EcoPanel | Request a Quotation');
    assert.match(await page.getByRole('navigation', { name: 'Breadcrumb' }).textContent(), /Quotation/);
    const cards = page.getByRole('heading', { level: 3 });
    assert.deepEqual((await cards.allTextContents()).slice(0, 3), ['Location', 'Hotline', 'Email']);
    const map = page.getByRole('main').getByRole('link', { name: /Colombo 14.*opens in a new tab/ });
    assert.equal(await map.getAttribute('target'), '_blank');
    assert.equal(await map.getAttribute('rel'), 'noopener noreferrer');
    assert.match(await page.locator('main a[href^="tel:"]').first().textContent(), /\+94/);
    assert.match(await page.locator('main a[href^="mailto:"]').first().textContent(), /@/);
    assert.equal(await q.email.getAttribute('type'), 'email');
    assert.equal(await q.mobile.getAttribute('type'), 'tel');
    assert.equal(await q.message.getAttribute('rows'), '4');
    assert.equal(await q.status.textContent(), '');
    await page.getByRole('heading', { level: 2, name: 'What happens next' }).waitFor();
    assert.deepEqual(errors, []);
  });

  test('a real submission lands in the outbox with the right fields; green success, fields cleared', async () => {
    const { page, errors, q } = await openContact();
    const marker = uniqueMarker();
    const sent = {
      email: 'nimal.perera@example.lk',
      mobile: '+94 77 123 4567',
      message: `Golden Teak ceiling, 450 sq ft, Kandy (${marker})`,
    };
    await q.fill(sent);
    await q.humanPause();
    await q.send.click();
    await q.status.filter({ hasText: SUCCESS }).waitFor();
    assert.equal(await q.status.textContent(), SUCCESS);
    assert.equal(await colourOf(q.status), GREEN);
    assert.deepEqual(await q.values(), ['', '', '']);

    const [request] = await sentWith(marker);
    assert.ok(request, 'the request reached the stand-in');
    assert.equal(request.origin, `http://localhost:${lab.site.ports.shell}`);
    assert.equal(request.service_id, 'local_service');
    assert.equal(request.template_id, 'local_template');
    assert.equal(request.user_id, 'local-public-key');
    assert.match(request.lib_version, /^4\./);
    assert.deepEqual(request.template_params, {
      to_email: 'quotations@example.com',
      from_email: sent.email,
      phone: sent.mobile,
      message: sent.message,
      language: 'English (en)',
    });
    // The stand-in plays the EmailJS template: the mail goes to the address typed into it.
    assert.deepEqual(request.mail, {
      to: 'quotations@example.com',
      replyTo: sent.email,
      subject: `Quotation request from ${sent.email}`,
      text: `Email: ${sent.email}\nMobile: ${sent.mobile}\n\n${sent.message}`,
    });
    // And in the outbox file, as a JSON line.
    const { outboxPath } = await outbox();
    const lines = (await readFile(outboxPath, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.deepEqual(
      lines.filter((l) => l.template_params?.message === sent.message),
      [request],
    );

    // A reload after success brings back an empty form: the draft went with the send.
    await page.reload();
    await q.appeared();
    assert.deepEqual(await q.values(), ['', '', '']);
    assert.deepEqual(errors, []);
  });

  test('a Sinhala message in a shared link reaches the company whole, its zero-width joiners included', async () => {
    const { page, errors } = await openPage(lab.browser);
    const marker = uniqueMarker();
    // "ශ්‍රී ලංකා" (Sri Lanka) is written with a zero-width joiner (U+200D) in ශ්‍රී.
    const message = `ශ්\u200Dරී ලංකා: සිවිලිම් පැනල 33ක් (${marker})`;
    await page.goto(lab.site.url(`/contact?${new URLSearchParams({ message })}`));
    const q = quotationForm(page);
    await q.appeared();
    assert.equal(await q.message.inputValue(), message);
    await q.email.fill('nimal.perera@example.lk');
    await q.mobile.fill('+94 77 123 4567');
    await q.humanPause();
    await q.send.click();
    await q.status.filter({ hasText: SUCCESS }).waitFor();
    const [request] = await sentWith(marker);
    assert.equal(request?.template_params.message, message);
    assert.ok(request.mail.text.endsWith(`\n\n${message}`));
    assert.deepEqual(errors, []);
  });

  test('a double click sends one request', async () => {
    const { q } = await openContact();
    const marker = uniqueMarker();
    await q.fill({ email: 'buyer@example.lk', mobile: '0712345678', message: `Rich Brown ceiling (${marker})` });
    await q.humanPause();
    await q.send.dblclick();
    await q.status.filter({ hasText: SUCCESS }).waitFor();
    assert.equal((await sentWith(marker)).length, 1);
  });

  test('a forced 429: red failure, error logged, fields kept, draft survives a reload, then the retry goes through', async () => {
    const { page, errors, errorsLogged, q } = await openContact({ allowErrors: FAILED_SEND_LOGS });
    const marker = uniqueMarker();
    const typed = {
      email: 'kamala@example.lk',
      mobile: '0761234567',
      message: `Walnut wall panels, office in Galle (${marker})`,
    };
    await q.fill(typed);
    await failNext(429, 'Too Many Requests');
    await q.humanPause();
    await q.send.click();
    await q.status.filter({ hasText: FAILURE }).waitFor();
    assert.equal(await q.status.textContent(), FAILURE);
    assert.equal(await colourOf(q.status), RED);
    assert.deepEqual(await q.values(), [typed.email, typed.mobile, typed.message]);
    assert.equal(await q.send.isEnabled(), true);
    const ours = (await errorsLogged()).find((e) => e.text.startsWith('Failed to send the quotation request'));
    assert.deepEqual(ours?.args.at(-1), { status: 429, text: 'Too Many Requests' });
    assert.deepEqual(await sentWith(marker), []);

    await page.reload();
    await q.appeared();
    assert.deepEqual(
      await q.values(),
      [typed.email, typed.mobile, typed.message],
      'the unsent draft survives a reload',
    );
    assert.equal(await q.status.textContent(), '');
    // A failed send does not count against the one-per-30-s limit; the reloaded form times anew.
    await q.humanPause();
    await q.send.click();
    await q.status.filter({ hasText: SUCCESS }).waitFor();
    assert.equal((await sentWith(marker)).length, 1);
    assert.deepEqual(errors, []);
  });

  test('a stopped endpoint: red failure, Network Error logged, fields kept', async () => {
    const { page, errors, errorsLogged, q } = await openContact({ allowErrors: FAILED_SEND_LOGS });
    const typed = { email: 'ruwan@example.lk', mobile: '0701234567', message: 'Jack Wood ceiling for a veranda' };
    await q.fill(typed);
    const handle = lab.site.standins.email;
    const owned = handle && !handle.external;
    note(owned ? 'stand-in stopped' : 'stand-in owned by another process: connection refused in this page');
    if (owned) {
      await handle.stop();
    } else {
      // Another process on this machine owns the stand-in: refuse the connection in this page only.
      await page.route(`${EMAIL_API}/**`, (route) => route.abort('connectionrefused'));
    }
    try {
      await q.humanPause();
      await q.send.click();
      await q.status.filter({ hasText: FAILURE }).waitFor();
      assert.equal(await colourOf(q.status), RED);
      assert.deepEqual(await q.values(), [typed.email, typed.mobile, typed.message]);
      const ours = (await errorsLogged()).find((e) => e.text.startsWith('Failed to send the quotation request'));
      assert.deepEqual(ours?.args.at(-1), { status: 0, text: 'Network Error' });
      assert.deepEqual(errors, []);
    } finally {
      if (owned) lab.site.standins.email = await startEmailStandin({ env: lab.site.standinEnv, log: () => {} });
    }
  });
});
