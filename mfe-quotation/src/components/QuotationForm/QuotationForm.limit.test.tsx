// The quotation form's one send per 30 s per browser.
import { act, render, waitFor } from '@testing-library/react';
import { QuotationForm } from './QuotationForm';
import { SUCCESS, form, setup, pass, fillIn, failThenResend, formTestEnv } from '../../test/formTest';

const env = formTestEnv();

describe('one send per 30 s per browser', () => {
  async function sendOnce(user: ReturnType<typeof setup>) {
    await fillIn(user);
    await user.click(form.sendButton());
    await waitFor(() => expect(form.status()).toHaveTextContent(SUCCESS));
  }

  it('a second request within 30 s is held with a polite message saying when; the fields kept; then it goes', async () => {
    const user = setup();
    render(<QuotationForm />);
    await sendOnce(user);
    expect(env.api.requests).toHaveLength(1);

    await user.type(form.email(), 'nimal@example.lk');
    await user.type(form.mobile(), '077 123 4567');
    await user.type(form.message(), 'And the wall panels too');
    // 10 s after the first send (the form has been there long enough: no fill-time wait).
    pass(10_000);
    await user.click(form.sendButton());
    expect(form.status()).toHaveTextContent(
      /^We received a request from this browser moments ago\. You can send this one in 20 seconds; what you typed is kept\.$/,
    );
    expect(form.status()).toHaveClass('notice');
    expect(form.status()).not.toHaveClass('success');
    expect(form.status()).not.toHaveClass('failure');
    expect([form.email().value, form.mobile().value, form.message().value]).toEqual([
      'nimal@example.lk',
      '077 123 4567',
      'And the wall panels too',
    ]);
    await act(async () => jest.advanceTimersByTime(100));
    expect(env.api.requests).toHaveLength(1);

    pass(20_000);
    await user.click(form.sendButton());
    await waitFor(() => expect(form.status()).toHaveTextContent(SUCCESS));
    expect(env.api.requests).toHaveLength(2);
    expect(env.api.requests[1]?.body.template_params.message).toBe('And the wall panels too');
  });

  it('holds across reloads and tabs (a fresh form in the same browser)', async () => {
    const user = setup();
    const first = render(<QuotationForm />);
    await sendOnce(user);
    first.unmount();
    render(<QuotationForm />);
    await fillIn(user);
    await user.click(form.sendButton());
    expect(form.status()).toHaveTextContent(/You can send this one in 2\d seconds/);
    expect(env.api.requests).toHaveLength(1);
  });

  it('a failed send does not count: the visitor may try again at once', async () => {
    await failThenResend(setup(), env.api, { status: 502, text: 'Bad Gateway' });
    expect(env.api.requests).toHaveLength(2);
  });
});
