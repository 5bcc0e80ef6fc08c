// The quotation remote in the composed site (SPEC section 2 "Contact", sections 4, 5, 7, 8), what
// guards a send: no emailjs code until the visitor starts on the form, axe with each message
// showing, bots (too quick, a filled honeypot) told of a success while nothing is sent, and one
// send per 30 s per browser. Real sends and their failures: quotation-sends.test.mjs.
import assert from 'node:assert/strict';
import { axeViolations } from '@ecopanel/dev-tools/axe';
import { siteAndBrowser, test } from './fixtures.mjs';
import { openPage, scrollThrough } from './harness.mjs';
import {
  colourOf,
  FAILED_SEND_LOGS,
  FAILURE,
  failNext,
  fieldsCleared,
  GREEN,
  openContact as openOn,
  RED,
  sendsOf,
} from './quotationContact.mjs';
import { EMAIL_API, MIN_FILL_MS, quotationForm, sentWith, SUCCESS, uniqueMarker } from './quotationForm.mjs';

const EMAILJS_CHUNK = /\/static\/emailjs\.[0-9a-f]+\.js$/;
const PHONE = { width: 390, height: 844 };

test.describe('quotation remote in the composed site', () => {
  const lab = siteAndBrowser();
  const openContact = (options) => openOn(lab, options);

  test('no emailjs code on / or /products, nor on /contact until the visitor starts on the form; nothing sent before a submit', async () => {
    const { page } = await openPage(lab.browser);
    const requested = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto(lab.site.url('/'));
    await scrollThrough(page, 8);
    await page.goto(lab.site.url('/products'));
    await scrollThrough(page, 4);
    assert.deepEqual(
      requested.filter((u) => EMAILJS_CHUNK.test(u) || u.startsWith(EMAIL_API)),
      [],
    );

    await page.getByRole('banner').getByRole('link', { name: 'Request a Quotation' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Request a Quotation' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(
      requested.filter((u) => EMAILJS_CHUNK.test(u)),
      [],
      'a page only read fetches no SDK',
    );
    const chunk = page.waitForRequest((r) => EMAILJS_CHUNK.test(r.url()));
    await quotationForm(page).email.focus();
    assert.match((await chunk).url(), new RegExp(`^http://localhost:${lab.site.ports.quotation}/`));
    await page.waitForLoadState('networkidle');
    assert.deepEqual(
      requested.filter((u) => u.startsWith(EMAIL_API)),
      [],
    );
  });

  test('axe: no violations on /contact, with the failure and with the success message showing', async () => {
    for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
      const { page, q } = await openContact({ viewport, allowErrors: FAILED_SEND_LOGS });
      await page.waitForLoadState('networkidle');
      assert.deepEqual(await axeViolations(page), [], `blank form at ${viewport.width}px`);
      await q.fill({
        email: 'axe@example.lk',
        mobile: '0771112223',
        message: `Accessibility check (${uniqueMarker()})`,
      });
      await failNext(403, 'Forbidden');
      await q.humanPause();
      await q.send.click();
      await q.status.filter({ hasText: FAILURE }).waitFor();
      assert.deepEqual(await axeViolations(page), [], `failure at ${viewport.width}px`);
      await q.send.click();
      await q.status.filter({ hasText: SUCCESS }).waitFor();
      assert.deepEqual(await axeViolations(page), [], `success at ${viewport.width}px`);
    }
  });

  test('bots: a send within 3 s of the form appearing gets the usual success and sends nothing', async () => {
    // The form reached by a link (mounted, not hydrated), so its clock starts when it appears here
    // whatever the machine's load; the hydrated form's clock (from the first paint) is tested in
    // mfe-quotation's jest tests.
    const { page, errors } = await openPage(lab.browser);
    const calls = sendsOf(page);
    await page.goto(lab.site.url('/'));
    await page.getByRole('banner').getByRole('link', { name: 'Request a Quotation' }).first().click();
    const q = quotationForm(page);
    await q.form.waitFor();
    const appeared = Date.now();
    await q.hydrated();
    const marker = uniqueMarker();
    await q.fill({ email: 'bot@example.lk', mobile: '0770000000', message: `Too quick to be a person (${marker})` });
    const sinceShown = Date.now() - appeared;
    assert.ok(
      sinceShown < MIN_FILL_MS - 1000,
      `filled ${sinceShown} ms after the form appeared: fast enough for a bot`,
    );
    await q.send.click();
    await q.status.filter({ hasText: SUCCESS }).waitFor();
    assert.equal(await colourOf(q.status), GREEN);
    await fieldsCleared(page, q);
    await page.waitForLoadState('networkidle');
    assert.deepEqual(calls, []);
    assert.deepEqual(await sentWith(marker), []);
    assert.deepEqual(errors, []);
  });

  test('bots: a filled honeypot gets the usual success and sends nothing; people never meet the honeypot', async () => {
    const { page, errors, q } = await openContact();
    const calls = sendsOf(page);
    const honeypot = q.form.locator('input[name="website"]');
    assert.equal(await honeypot.getAttribute('tabindex'), '-1');
    assert.equal(await honeypot.getAttribute('autocomplete'), 'off');
    assert.equal(await honeypot.evaluate((el) => el.closest('[aria-hidden="true"]') !== null), true);
    // Out of sight: its wrapper is one pixel, clipped (not display: none, which bots skip).
    const box = await honeypot.locator('xpath=..').boundingBox();
    assert.ok(box && box.width <= 1 && box.height <= 1, JSON.stringify(box));
    assert.notEqual(await honeypot.evaluate((el) => getComputedStyle(el).display), 'none');
    assert.equal(await q.form.getByRole('textbox').count(), 3, 'not a field for a screen reader');
    await q.email.focus();
    for (const expected of ['mobile', 'message']) {
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), expected);
    }
    await page.keyboard.press('Tab');
    assert.equal(await q.send.evaluate((el) => el === document.activeElement), true, 'Tab skips the honeypot');

    const marker = uniqueMarker();
    await q.fill({ email: 'bot@example.lk', mobile: '0770000000', message: `Honeypot (${marker})` });
    await honeypot.fill('https://cheap-pills.example', { force: true });
    await q.humanPause();
    await q.send.click();
    await q.status.filter({ hasText: SUCCESS }).waitFor();
    await fieldsCleared(page, q);
    await page.waitForLoadState('networkidle');
    assert.deepEqual(calls, []);
    assert.deepEqual(await sentWith(marker), []);
    assert.deepEqual(errors, []);
  });

  test('one send per 30 s per browser: a second at once is held with a polite notice, the fields kept', async () => {
    const { page, errors, q } = await openContact();
    const first = uniqueMarker();
    await q.fill({ email: 'twice@example.lk', mobile: '0771234567', message: `First (${first})` });
    await q.humanPause();
    await q.send.click();
    await q.status.filter({ hasText: SUCCESS }).waitFor();
    assert.equal((await sentWith(first)).length, 1);

    const calls = sendsOf(page);
    const second = uniqueMarker();
    const typed = { email: 'twice@example.lk', mobile: '0771234567', message: `Second (${second})` };
    await q.fill(typed);
    await q.send.click();
    await q.status.filter({ hasText: /You can send this one in \d+ seconds?; what you typed is kept\.$/ }).waitFor();
    const seconds = Number((await q.status.textContent()).match(/in (\d+) second/)[1]);
    assert.ok(seconds > 20 && seconds <= 30, `${seconds} s`);
    assert.notEqual(await colourOf(q.status), GREEN);
    assert.notEqual(await colourOf(q.status), RED);
    assert.deepEqual(await q.values(), [typed.email, typed.mobile, typed.message]);
    assert.ok(
      Number(await page.evaluate(() => localStorage.getItem('quotation-last-sent'))) > 0,
      'kept in local storage',
    );
    assert.deepEqual(await axeViolations(page), [], 'with the notice showing');
    await page.waitForLoadState('networkidle');
    assert.deepEqual(calls, []);
    assert.deepEqual(await sentWith(second), []);
    assert.deepEqual(errors, []);
  });
});
