// The quotation form's tests (components/QuotationForm/QuotationForm*.test.tsx), one file a concern:
// the set-up, the fields as a person finds them, and the way a person fills the form in.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MIN_FILL_MS } from '../lib/botCheck';
import { QuotationForm } from '../components/QuotationForm/QuotationForm';
import { fakeEmailApi, type Reply } from './emailApi';

export const SUCCESS =
  'Your quotation request has been successfully submitted. You will receive the quotation via email shortly!';
export const FAILURE = 'Failed to send message';

/** The form's fields, button and status line, as a person finds them (by label and role). */
export const form = {
  email: () => screen.getByLabelText('Email') as HTMLInputElement,
  mobile: () => screen.getByLabelText('Mobile') as HTMLInputElement,
  message: () => screen.getByLabelText('Message') as HTMLTextAreaElement,
  sendButton: () => screen.getByRole('button', { name: /Send Request|Sending/ }),
  status: () => screen.getByRole('status'),
};

/**
 * Each test with jest's clock (so a test lets the minimum fill time and the 30 s limit pass without
 * waiting for them: Date and performance.now follow it), empty storage, the fake EmailJS API
 * (`env.api`) and console.error silenced but watched (`env.consoleError`).
 */
export function formTestEnv() {
  // Typing key by key under fake timers is slow on a busy machine.
  jest.setTimeout(20_000);
  const env = {} as { api: ReturnType<typeof fakeEmailApi>; consoleError: jest.SpyInstance };
  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
    localStorage.clear();
    env.api = fakeEmailApi();
    env.consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
  return env;
}

export const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
export const pass = (ms: number) => act(() => jest.advanceTimersByTime(ms));
/** A person takes at least this long; a send sooner is taken for a bot's. */
export const afterFillTime = () => pass(MIN_FILL_MS);

export async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(form.email(), 'nimal@example.lk');
  await user.type(form.mobile(), '077 123 4567');
  await user.type(form.message(), 'Golden Teak ceiling, about 450 sq ft, Kandy');
  afterFillTime();
}

/** The form filled in and sent, the API failing it with `reply`; then a second click, which goes through. */
export async function failThenResend(
  user: ReturnType<typeof setup>,
  api: ReturnType<typeof fakeEmailApi>,
  reply: Reply,
) {
  api.reply(reply);
  render(<QuotationForm />);
  await fillIn(user);
  await user.click(form.sendButton());
  await waitFor(() => expect(form.status()).toHaveTextContent(FAILURE));
  await user.click(form.sendButton());
  await waitFor(() => expect(form.status()).toHaveTextContent(SUCCESS));
}
