import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteConfig } from 'shared-ui';
import { fakeEmailApi, type Reply } from '../../test/emailApi';
import { QuotationForm } from './QuotationForm';

const SUCCESS = 'Your quotation request has been successfully submitted. You will receive the quotation via email shortly!';
const FAILURE = 'Failed to send message';

const email = () => screen.getByLabelText('Email') as HTMLInputElement;
const mobile = () => screen.getByLabelText('Mobile') as HTMLInputElement;
const message = () => screen.getByLabelText('Message') as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: /Send Request|Sending/ });
const status = () => screen.getByRole('status');

let api: ReturnType<typeof fakeEmailApi>;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  api = fakeEmailApi();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(email(), 'nimal@example.lk');
  await user.type(mobile(), '077 123 4567');
  await user.type(message(), 'Golden Teak ceiling, about 450 sq ft, Kandy');
}

it('has the three labelled fields the spec asks for, validated by the browser', () => {
  render(<QuotationForm />);
  expect(screen.getByRole('form', { name: 'Send us your requirements' })).not.toHaveAttribute('novalidate');
  expect(email()).toHaveAttribute('type', 'email');
  expect(email()).toBeRequired();
  expect(mobile()).toHaveAttribute('type', 'tel');
  expect(mobile()).toBeRequired();
  expect(mobile()).not.toHaveAttribute('pattern');
  expect(message().tagName).toBe('TEXTAREA');
  expect(message()).toHaveAttribute('rows', '4');
  expect(message()).toBeRequired();
  expect(message()).toHaveAccessibleDescription(/room sizes/);
  expect(status()).toHaveTextContent('');
});

it('on success: the exact text in green, the fields cleared, the company recipient emailed', async () => {
  const user = userEvent.setup();
  render(<QuotationForm />);
  await fillIn(user);
  await user.click(sendButton());
  await waitFor(() => expect(status()).toHaveTextContent(SUCCESS));
  expect(status().textContent).toBe(SUCCESS);
  expect(status()).toHaveClass('success');
  expect(status()).not.toHaveClass('failure');
  expect([email().value, mobile().value, message().value]).toEqual(['', '', '']);
  expect(api.requests.map((r) => r.body.template_params)).toEqual([
    {
      to_email: siteConfig.quotationRecipient,
      from_email: 'nimal@example.lk',
      phone: '077 123 4567',
      message: 'Golden Teak ceiling, about 450 sq ft, Kandy',
    },
  ]);
  expect(consoleError).not.toHaveBeenCalled();
});

it.each<[string, Reply, { status: number; text: string }]>([
  ['403', { status: 403, text: 'Forbidden' }, { status: 403, text: 'Forbidden' }],
  ['429', { status: 429, text: 'Too Many Requests' }, { status: 429, text: 'Too Many Requests' }],
  ['451', { status: 451, text: 'Unavailable For Headless Browser' }, { status: 451, text: 'Unavailable For Headless Browser' }],
  ['another status', { status: 502, text: 'Bad Gateway' }, { status: 502, text: 'Bad Gateway' }],
  ['a network error', 'network-error', { status: 0, text: 'Network Error' }],
])('on %s: the failure text in red, the error logged, the fields kept', async (_, reply, logged) => {
  const user = userEvent.setup();
  api.reply(reply);
  render(<QuotationForm />);
  await fillIn(user);
  await user.click(sendButton());
  await waitFor(() => expect(status()).toHaveTextContent(FAILURE));
  expect(status().textContent).toBe(FAILURE);
  expect(status()).toHaveClass('failure');
  expect(status()).not.toHaveClass('success');
  expect(consoleError).toHaveBeenCalledWith(expect.any(String), logged);
  expect([email().value, mobile().value, message().value]).toEqual([
    'nimal@example.lk',
    '077 123 4567',
    'Golden Teak ceiling, about 450 sq ft, Kandy',
  ]);
  expect(sendButton()).toBeEnabled();
});

it('sends once however often it is submitted while sending; the button is disabled and busy meanwhile', async () => {
  const user = userEvent.setup();
  render(<QuotationForm />);
  await fillIn(user);
  const answer = api.replyLater();
  const form = screen.getByRole('form');
  act(() => {
    fireEvent.submit(form);
    fireEvent.submit(form);
  });
  await waitFor(() => expect(api.requests).toHaveLength(1));
  expect(sendButton()).toBeDisabled();
  expect(sendButton()).toHaveAttribute('aria-busy', 'true');
  expect(sendButton()).toHaveAccessibleName('Sending…');
  await user.click(sendButton());
  fireEvent.submit(form);
  await act(async () => answer({ status: 200, text: 'OK' }));
  await waitFor(() => expect(status()).toHaveTextContent(SUCCESS));
  expect(api.requests).toHaveLength(1);
  expect(sendButton()).toBeEnabled();
  expect(sendButton()).toHaveAttribute('aria-busy', 'false');
});

it('a second attempt after a failure announces the outcome again and can succeed', async () => {
  const user = userEvent.setup();
  api.reply({ status: 429, text: 'Too Many Requests' });
  render(<QuotationForm />);
  await fillIn(user);
  await user.click(sendButton());
  await waitFor(() => expect(status()).toHaveTextContent(FAILURE));
  await user.click(sendButton());
  await waitFor(() => expect(status()).toHaveTextContent(SUCCESS));
  expect(api.requests).toHaveLength(2);
  expect(api.requests[1]?.body.template_params.message).toBe('Golden Teak ceiling, about 450 sq ft, Kandy');
});

it('keeps an unsent draft across a reload until it is sent', async () => {
  const user = userEvent.setup();
  const first = render(<QuotationForm />);
  await user.type(email(), 'nimal@example.lk');
  await user.type(message(), 'Wall panels for a shop front');
  first.unmount();

  const reloaded = render(<QuotationForm />);
  expect([email().value, mobile().value, message().value]).toEqual(['nimal@example.lk', '', 'Wall panels for a shop front']);
  await user.type(mobile(), '0771234567');
  api.reply('network-error');
  await user.click(sendButton());
  await waitFor(() => expect(status()).toHaveTextContent(FAILURE));
  reloaded.unmount();

  const afterFailure = render(<QuotationForm />);
  expect([email().value, mobile().value, message().value]).toEqual(['nimal@example.lk', '0771234567', 'Wall panels for a shop front']);
  await user.click(sendButton());
  await waitFor(() => expect(status()).toHaveTextContent(SUCCESS));
  afterFailure.unmount();

  render(<QuotationForm />);
  expect([email().value, mobile().value, message().value]).toEqual(['', '', '']);
});

it('starts the message with initialMessage when no draft is waiting, and prefers the draft', async () => {
  const user = userEvent.setup();
  const first = render(<QuotationForm initialMessage="Quotation for Maple Ceiling Sheet" />);
  expect(message().value).toBe('Quotation for Maple Ceiling Sheet');
  await user.type(message(), ', 300 sq ft');
  first.unmount();
  render(<QuotationForm initialMessage="Quotation for Maple Ceiling Sheet" />);
  expect(message().value).toBe('Quotation for Maple Ceiling Sheet, 300 sq ft');
});

it('a different pre-filled message (a new hand-off) replaces the draft’s message and keeps the contact details', async () => {
  const user = userEvent.setup();
  const first = render(<QuotationForm initialMessage="Panels: 33" />);
  await user.type(email(), 'nimal@example.lk');
  await user.type(mobile(), '0771234567');
  await user.type(message(), ', Kandy');
  first.unmount();

  // Back from the calculator with other figures: the new request, the same person.
  const second = render(<QuotationForm initialMessage="Panels: 45" />);
  expect([email().value, mobile().value, message().value]).toEqual(['nimal@example.lk', '0771234567', 'Panels: 45']);
  second.unmount();

  // A reload of that page keeps it; the plain /contact page keeps the draft too.
  render(<QuotationForm initialMessage="Panels: 45" />).unmount();
  render(<QuotationForm />);
  expect([email().value, mobile().value, message().value]).toEqual(['nimal@example.lk', '0771234567', 'Panels: 45']);
});

it('sends a pre-filled message as the visitor left it', async () => {
  const user = userEvent.setup();
  render(<QuotationForm initialMessage={'Quotation request from the panel calculator\nPanels: 33'} />);
  await user.type(email(), 'nimal@example.lk');
  await user.type(mobile(), '077 123 4567');
  await user.type(message(), '\nTown: Galle');
  await user.click(sendButton());
  await waitFor(() => expect(status()).toHaveTextContent(SUCCESS));
  expect(api.requests[0]?.body.template_params.message).toBe('Quotation request from the panel calculator\nPanels: 33\nTown: Galle');
});

it('works without session storage', async () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('QuotaExceededError');
  });
  const user = userEvent.setup();
  render(<QuotationForm />);
  await fillIn(user);
  await user.click(sendButton());
  await waitFor(() => expect(status()).toHaveTextContent(SUCCESS));
});
