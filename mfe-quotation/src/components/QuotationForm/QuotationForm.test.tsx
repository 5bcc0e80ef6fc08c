// The quotation form (SPEC section 9): its fields, a send and its outcome. Drafts, bots, lengths,
// the rate limit and hydration over the server's HTML are in the QuotationForm.*.test.tsx beside it.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { quotationRecipient } from '../../settings';
import { type Reply } from '../../test/emailApi';
import { QuotationForm } from './QuotationForm';
import { SUCCESS, FAILURE, form, setup, fillIn, failThenResend, formTestEnv } from '../../test/formTest';

const env = formTestEnv();

it('has the three labelled fields the spec asks for, validated by the browser', () => {
  render(<QuotationForm />);
  expect(screen.getByRole('form', { name: 'Send us your requirements' })).not.toHaveAttribute('novalidate');
  expect(form.email()).toHaveAttribute('type', 'email');
  expect(form.email()).toBeRequired();
  expect(form.mobile()).toHaveAttribute('type', 'tel');
  expect(form.mobile()).toBeRequired();
  expect(form.mobile()).not.toHaveAttribute('pattern');
  expect(form.message().tagName).toBe('TEXTAREA');
  expect(form.message()).toHaveAttribute('rows', '4');
  expect(form.message()).toBeRequired();
  expect(form.message()).toHaveAccessibleDescription(/room sizes/);
  expect(form.status()).toHaveTextContent('');
});

it('on success: the exact text in green, the fields cleared, the company recipient emailed', async () => {
  const user = setup();
  render(<QuotationForm />);
  await fillIn(user);
  await user.click(form.sendButton());
  await waitFor(() => expect(form.status()).toHaveTextContent(SUCCESS));
  expect(form.status().textContent).toBe(SUCCESS);
  expect(form.status()).toHaveClass('success');
  expect(form.status()).not.toHaveClass('failure');
  expect([form.email().value, form.mobile().value, form.message().value]).toEqual(['', '', '']);
  expect(env.api.requests.map((r) => r.body.template_params)).toEqual([
    {
      to_email: quotationRecipient,
      from_email: 'nimal@example.lk',
      phone: '077 123 4567',
      message: 'Golden Teak ceiling, about 450 sq ft, Kandy',
      language: 'English (en)',
    },
  ]);
  expect(env.consoleError).not.toHaveBeenCalled();
});

it.each<[string, Reply, { status: number; text: string }]>([
  ['403', { status: 403, text: 'Forbidden' }, { status: 403, text: 'Forbidden' }],
  ['429', { status: 429, text: 'Too Many Requests' }, { status: 429, text: 'Too Many Requests' }],
  [
    '451',
    { status: 451, text: 'Unavailable For Headless Browser' },
    { status: 451, text: 'Unavailable For Headless Browser' },
  ],
  ['another status', { status: 502, text: 'Bad Gateway' }, { status: 502, text: 'Bad Gateway' }],
  ['a network error', 'network-error', { status: 0, text: 'Network Error' }],
])('on %s: the failure text in red, the error logged, the fields kept', async (_, reply, logged) => {
  const user = setup();
  env.api.reply(reply);
  render(<QuotationForm />);
  await fillIn(user);
  await user.click(form.sendButton());
  await waitFor(() => expect(form.status()).toHaveTextContent(FAILURE));
  expect(form.status().textContent).toBe(FAILURE);
  expect(form.status()).toHaveClass('failure');
  expect(form.status()).not.toHaveClass('success');
  expect(env.consoleError).toHaveBeenCalledWith(expect.any(String), logged);
  expect([form.email().value, form.mobile().value, form.message().value]).toEqual([
    'nimal@example.lk',
    '077 123 4567',
    'Golden Teak ceiling, about 450 sq ft, Kandy',
  ]);
  expect(form.sendButton()).toBeEnabled();
});

it('sends once however often it is submitted while sending; the button is disabled and busy meanwhile', async () => {
  const user = setup();
  render(<QuotationForm />);
  await fillIn(user);
  const answer = env.api.replyLater();
  const element = screen.getByRole('form');
  act(() => {
    fireEvent.submit(element);
    fireEvent.submit(element);
  });
  await waitFor(() => expect(env.api.requests).toHaveLength(1));
  expect(form.sendButton()).toBeDisabled();
  expect(form.sendButton()).toHaveAttribute('aria-busy', 'true');
  expect(form.sendButton()).toHaveAccessibleName('Sending…');
  await user.click(form.sendButton());
  fireEvent.submit(element);
  await act(async () => answer({ status: 200, text: 'OK' }));
  await waitFor(() => expect(form.status()).toHaveTextContent(SUCCESS));
  expect(env.api.requests).toHaveLength(1);
  expect(form.sendButton()).toBeEnabled();
  expect(form.sendButton()).toHaveAttribute('aria-busy', 'false');
});

it('a second attempt after a failure announces the outcome again and can succeed', async () => {
  await failThenResend(setup(), env.api, { status: 429, text: 'Too Many Requests' });
  expect(env.api.requests).toHaveLength(2);
  expect(env.api.requests[1]?.body.template_params.message).toBe('Golden Teak ceiling, about 450 sq ft, Kandy');
});

it('works without session storage', async () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('QuotaExceededError');
  });
  const user = setup();
  render(<QuotationForm />);
  await fillIn(user);
  await user.click(form.sendButton());
  await waitFor(() => expect(form.status()).toHaveTextContent(SUCCESS));
  expect(env.api.requests).toHaveLength(1);
});
