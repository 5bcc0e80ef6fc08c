import assert from 'node:assert/strict';
import { axeViolations, test } from './fixtures.mjs';
import { EMAIL_API, quotationForm, SUCCESS, uniqueMarker } from './quotationForm.mjs';

// The quotation form's own behaviour (SPEC section 2 "Contact", sections 4 and 8), on this remote's
// QA page or, with --site, in the composed site. The site's suite (e2e/quotation.test.mjs) has the
// rest: forced failures, the draft, bots, the rate limit and where the e-mail code loads.

// --color-danger of shared-ui's tokens.
const RED = 'rgb(180, 35, 24)';
const BLANK_MESSAGE = 'Please tell us what you need: the message cannot be only spaces.';
const colourOf = (locator) => locator.evaluate((el) => getComputedStyle(el).color);

/** The requests the page sends to the e-mail service. */
function sendsOf(page) {
  const calls = [];
  page.on('request', (r) => r.url().startsWith(EMAIL_API) && r.method() === 'POST' && calls.push(r.url()));
  return calls;
}

async function openContact(open, target) {
  const opened = await open();
  await opened.page.goto(target.url('/contact'));
  await opened.page.getByRole('heading', { level: 1, name: 'Request a Quotation' }).waitFor();
  const q = quotationForm(opened.page);
  await q.appeared();
  return { ...opened, q };
}

test('a request is sent: the green success, and the e-mail service receives what was typed', async ({
  open,
  target,
}) => {
  const { errors, q } = await openContact(open, target);
  const marker = uniqueMarker();
  await q.fill({ email: 'qa@example.lk', mobile: '0112345678', message: `QA of the form (${marker})` });
  await q.humanPause();
  await q.send.click();
  await q.status.filter({ hasText: SUCCESS }).waitFor();
  assert.deepEqual(await q.values(), ['', '', ''], 'the fields are cleared');
  // Standalone, this suite's own e-mail stand-in is the service; a site's mail is the site's to read.
  if (target.sent) {
    const [sent] = (await target.sent()).filter((r) => r.template_params?.message?.includes(marker));
    assert.equal(sent?.origin, target.url('').replace(/\/$/, ''));
    assert.equal(sent?.template_params.from_email, 'qa@example.lk');
    assert.equal(sent?.template_params.phone, '0112345678');
  }
  assert.deepEqual(errors, []);
});

test('the browser validates before anything is sent', async ({ open, target }) => {
  const { page, q } = await openContact(open, target);
  const calls = sendsOf(page);
  await q.send.click();
  assert.equal(await q.email.evaluate((el) => el.validity.valueMissing), true);
  await q.fill({ email: 'not-an-email', mobile: '0771234567', message: 'Wall panels' });
  await q.send.click();
  assert.equal(await q.email.evaluate((el) => el.validity.typeMismatch), true);
  await q.fill({ email: 'a@example.lk', mobile: '', message: 'Wall panels' });
  await q.send.click();
  assert.equal(await q.mobile.evaluate((el) => el.validity.valueMissing), true);
  assert.equal(await q.status.textContent(), '');
  assert.deepEqual(calls, []);
});

test('a message of spaces is refused on the field, fields kept; a long one shows the characters left', async ({
  open,
  target,
}) => {
  const { page, errors, q } = await openContact(open, target);
  const calls = sendsOf(page);
  // Limits are in letters (mfe-quotation/src/lib/letters.ts), so no control has a maxlength,
  // which counts UTF-16 code units and would stop a Sinhala message short of its limit.
  for (const field of [q.email, q.mobile, q.message]) assert.equal(await field.getAttribute('maxlength'), null);
  await q.fill({ email: 'spaces@example.lk', mobile: '0771234567', message: '   \n   ' });
  await q.humanPause();
  await q.send.click();
  const problem = q.form.getByText(BLANK_MESSAGE);
  await problem.waitFor();
  assert.equal(await q.message.getAttribute('aria-invalid'), 'true');
  assert.equal(await q.message.evaluate((el) => el === document.activeElement), true, 'the message has the focus');
  const describedBy = (await q.message.getAttribute('aria-describedby')).split(' ');
  assert.ok(describedBy.includes(await problem.getAttribute('id')), 'the problem is the field’s description');
  assert.equal(await colourOf(problem), RED);
  assert.deepEqual(await q.values(), ['spaces@example.lk', '0771234567', '   \n   ']);
  assert.equal(await q.status.textContent(), '');
  assert.deepEqual(await axeViolations(page), [], 'with the problem showing');

  await q.message.fill('x'.repeat(2400));
  // The visible count (a p); the live region (a span) repeats it once typing pauses.
  await q.form.locator('p', { hasText: '600 characters left' }).waitFor();
  assert.equal(await problem.count(), 0, 'editing the message takes the problem away');
  assert.deepEqual(await axeViolations(page), [], 'with the count showing');
  await page.waitForLoadState('networkidle');
  assert.deepEqual(calls, []);
  assert.deepEqual(errors, []);
});
