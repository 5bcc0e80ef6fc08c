// What e2e/quotation-*.test.mjs share (the quotation remote in the composed site): the failure and
// success colours and logs, a failure forced through the email stand-in's control endpoint, and
// /contact opened with its form and its console errors read as values.
import assert from 'node:assert/strict';
import { openPage } from './harness.mjs';
import { emailStandin, EMAIL_API, quotationForm } from './quotationForm.mjs';

export const FAILURE = 'Failed to send message';
// --color-success and --color-danger of shared-ui's tokens.
export const GREEN = 'rgb(29, 107, 58)';
export const RED = 'rgb(180, 35, 24)';
// What a failed send is expected to print: Chromium's own line for the failed request, and ours.
export const FAILED_SEND_LOGS = [/^Failed to load resource/, /^Failed to send the quotation request/];

export async function failNext(status, text) {
  const response = await fetch(`${emailStandin()}/__control/fail-next`, {
    method: 'POST',
    body: JSON.stringify({ status, text }),
  });
  assert.equal(response.status, 200);
}

/** The page's console errors with their arguments as values, to read what was logged. */
function consoleErrors(page) {
  const pending = [];
  page.on('console', (m) => {
    if (m.type() === 'error')
      pending.push(
        Promise.all(m.args().map((a) => a.jsonValue().catch(() => null))).then((args) => ({ text: m.text(), args })),
      );
  });
  return () => Promise.all(pending);
}

export const colourOf = (locator) => locator.evaluate((el) => getComputedStyle(el).color);

/** /contact opened in a page of `lab`'s browser, its quotation form appeared. */
export async function openContact(lab, options = {}) {
  const opened = await openPage(lab.browser, options);
  const errorsLogged = consoleErrors(opened.page);
  await opened.page.goto(lab.site.url('/contact'));
  await opened.page.getByRole('heading', { level: 1, name: 'Request a Quotation' }).waitFor();
  const q = quotationForm(opened.page);
  await q.appeared();
  return { ...opened, errorsLogged, q };
}

/** Records the page's sends to the email API (the CORS preflight aside). */
export function sendsOf(page) {
  const calls = [];
  page.on('request', (r) => r.url().startsWith(EMAIL_API) && r.method() === 'POST' && calls.push(r.url()));
  return calls;
}
export const fieldsCleared = async (page, q) =>
  page.waitForFunction(
    (form) => ['email', 'mobile', 'message'].every((name) => form.elements.namedItem(name).value === ''),
    await q.form.elementHandle(),
  );
