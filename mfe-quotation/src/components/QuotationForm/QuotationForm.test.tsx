import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { catalogIn, LangProvider } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import { quotationRecipient } from '../../settings';
import { MIN_FILL_MS } from '../../lib/botCheck';
import { BLANK_MESSAGE, BLANK_MOBILE, MAX_LENGTH } from '../../lib/fieldRules';
import { fakeEmailApi, type Reply } from '../../test/emailApi';
import { ANNOUNCE_AFTER_MS } from './CharacterCount';
import { QuotationForm } from './QuotationForm';

const SUCCESS =
  'Your quotation request has been successfully submitted. You will receive the quotation via email shortly!';
const FAILURE = 'Failed to send message';

const email = () => screen.getByLabelText('Email') as HTMLInputElement;
const mobile = () => screen.getByLabelText('Mobile') as HTMLInputElement;
const message = () => screen.getByLabelText('Message') as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: /Send Request|Sending/ });
const status = () => screen.getByRole('status');

// Typing key by key under fake timers is slow on a busy machine.
jest.setTimeout(20_000);

// The clock is jest's, so a test can let the minimum fill time and the 30 s limit pass without
// waiting for them (Date and performance.now follow it).
let api: ReturnType<typeof fakeEmailApi>;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  localStorage.clear();
  api = fakeEmailApi();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const pass = (ms: number) => act(() => jest.advanceTimersByTime(ms));
/** A person takes at least this long; a send sooner is taken for a bot's. */
const afterFillTime = () => pass(MIN_FILL_MS);

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(email(), 'nimal@example.lk');
  await user.type(mobile(), '077 123 4567');
  await user.type(message(), 'Golden Teak ceiling, about 450 sq ft, Kandy');
  afterFillTime();
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
  const user = setup();
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
      to_email: quotationRecipient,
      from_email: 'nimal@example.lk',
      phone: '077 123 4567',
      message: 'Golden Teak ceiling, about 450 sq ft, Kandy',
      language: 'English (en)',
    },
  ]);
  expect(consoleError).not.toHaveBeenCalled();
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
  const user = setup();
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
  const user = setup();
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
  const user = setup();
  const first = render(<QuotationForm />);
  await user.type(email(), 'nimal@example.lk');
  await user.type(message(), 'Wall panels for a shop front');
  first.unmount();

  const reloaded = render(<QuotationForm />);
  expect([email().value, mobile().value, message().value]).toEqual([
    'nimal@example.lk',
    '',
    'Wall panels for a shop front',
  ]);
  await user.type(mobile(), '0771234567');
  api.reply('network-error');
  afterFillTime();
  await user.click(sendButton());
  await waitFor(() => expect(status()).toHaveTextContent(FAILURE));
  reloaded.unmount();

  const afterFailure = render(<QuotationForm />);
  expect([email().value, mobile().value, message().value]).toEqual([
    'nimal@example.lk',
    '0771234567',
    'Wall panels for a shop front',
  ]);
  afterFillTime();
  await user.click(sendButton());
  await waitFor(() => expect(status()).toHaveTextContent(SUCCESS));
  afterFailure.unmount();

  render(<QuotationForm />);
  expect([email().value, mobile().value, message().value]).toEqual(['', '', '']);
});

it('starts the message with initialMessage when no draft is waiting, and prefers the draft', async () => {
  const user = setup();
  const first = render(<QuotationForm initialMessage="Quotation for Maple Ceiling Sheet" />);
  expect(message().value).toBe('Quotation for Maple Ceiling Sheet');
  await user.type(message(), ', 300 sq ft');
  first.unmount();
  render(<QuotationForm initialMessage="Quotation for Maple Ceiling Sheet" />);
  expect(message().value).toBe('Quotation for Maple Ceiling Sheet, 300 sq ft');
});

it('a different pre-filled message (a new hand-off) replaces the draft’s message and keeps the contact details', async () => {
  const user = setup();
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
  const user = setup();
  render(<QuotationForm initialMessage={'Quotation request from the panel calculator\nPanels: 33'} />);
  await user.type(email(), 'nimal@example.lk');
  await user.type(mobile(), '077 123 4567');
  await user.type(message(), '\nTown: Galle');
  afterFillTime();
  await user.click(sendButton());
  await waitFor(() => expect(status()).toHaveTextContent(SUCCESS));
  expect(api.requests[0]?.body.template_params.message).toBe(
    'Quotation request from the panel calculator\nPanels: 33\nTown: Galle',
  );
});

it('keeps Sinhala and Tamil whole from the link through the draft to the email, joiners included', async () => {
  // "ශ්‍රී ලංකා" needs its zero-width joiner (U+200D); Tamil text besides.
  const sinhala = 'ශ්\u200Dරී ලංකා: සිවිලිම් පැනල 33ක්';
  const user = setup();
  const first = render(<QuotationForm initialMessage={sinhala} />);
  await user.type(email(), 'nimal@example.lk');
  await user.type(mobile(), '077 123 4567');
  await user.type(message(), '\nகண்டி');
  first.unmount();

  render(<QuotationForm initialMessage={sinhala} />);
  expect(message().value).toBe(`${sinhala}\nகண்டி`);
  afterFillTime();
  await user.click(sendButton());
  await waitFor(() => expect(status()).toHaveTextContent(SUCCESS));
  expect(api.requests[0]?.body.template_params.message).toBe(`${sinhala}\nகண்டி`);
  expect(api.requests[0]?.body.template_params.message).toContain('\u200D');
});

it('on a Sinhala page, tells the company to reply in Sinhala and sends the message whole', async () => {
  const sinhala = 'ශ්\u200Dරී ලංකා: සිවිලිම් පැනල 33ක්';
  await catalogIn(catalog, 'si');
  const user = setup();
  render(
    <LangProvider value="si">
      <QuotationForm initialMessage={sinhala} />
    </LangProvider>,
  );
  // The form's own labels are Sinhala on this page (src/i18n/si.json).
  await user.type(screen.getByLabelText(/විද්‍යුත් තැපැල් ලිපිනය/), 'nimal@example.lk');
  await user.type(screen.getByLabelText(/ජංගම දුරකථන අංකය/), '077 123 4567');
  afterFillTime();
  await user.click(screen.getByRole('button', { name: 'ඉල්ලීම යවන්න' }));
  await waitFor(() => expect(status()).toHaveTextContent(/සාර්ථකව යොමු කරන ලදී/));
  expect(api.requests.map((r) => r.body.template_params)).toEqual([
    {
      to_email: quotationRecipient,
      from_email: 'nimal@example.lk',
      phone: '077 123 4567',
      message: `Language: Sinhala (si). Please reply in Sinhala.\n\n${sinhala}`,
      language: 'Sinhala (si)',
    },
  ]);
});

it('works without session storage', async () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('QuotaExceededError');
  });
  const user = setup();
  render(<QuotationForm />);
  await fillIn(user);
  await user.click(sendButton());
  await waitFor(() => expect(status()).toHaveTextContent(SUCCESS));
  expect(api.requests).toHaveLength(1);
});

describe('bots', () => {
  const honeypot = () => document.querySelector<HTMLInputElement>('input[name="website"]')!;

  it('has a honeypot no person meets: off-screen, out of the tab order, hidden from assistive technology', async () => {
    const user = setup();
    render(<QuotationForm />);
    expect(honeypot()).toHaveAttribute('type', 'text');
    expect(honeypot()).toHaveAttribute('tabindex', '-1');
    expect(honeypot()).toHaveAttribute('autocomplete', 'off');
    expect(honeypot().closest('[aria-hidden="true"]')).toHaveClass('visuallyHidden');
    expect(honeypot()).not.toBeRequired();
    // Not among the form's fields for a screen reader, nor reached by Tab.
    expect(screen.getAllByRole('textbox')).toEqual([email(), mobile(), message()]);
    await user.tab();
    expect(email()).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(message()).toHaveFocus();
    await user.tab();
    expect(sendButton()).toHaveFocus();
  });

  it('a filled honeypot: the usual success, the fields cleared, nothing sent', async () => {
    const user = setup();
    render(<QuotationForm />);
    await fillIn(user);
    await user.type(honeypot(), 'https://cheap-pills.example');
    await user.click(sendButton());
    expect(status().textContent).toBe(SUCCESS);
    expect(status()).toHaveClass('success');
    expect([email().value, mobile().value, message().value]).toEqual(['', '', '']);
    await act(async () => jest.advanceTimersByTime(1000));
    expect(api.requests).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a honeypot value set by a script, without typing, is caught too', async () => {
    const user = setup();
    render(<QuotationForm />);
    await fillIn(user);
    honeypot().value = 'x';
    await user.click(sendButton());
    expect(status().textContent).toBe(SUCCESS);
    await act(async () => jest.advanceTimersByTime(1000));
    expect(api.requests).toEqual([]);
  });

  it('a send sooner than 3 s after the form appears: the usual success, nothing sent; from 3 s it goes', async () => {
    const user = setup();
    const first = render(<QuotationForm />);
    fireEvent.change(email(), { target: { value: 'bot@example.lk' } });
    fireEvent.change(mobile(), { target: { value: '0771234567' } });
    fireEvent.change(message(), { target: { value: 'Buy now' } });
    pass(MIN_FILL_MS - 1);
    await user.click(sendButton());
    expect(status().textContent).toBe(SUCCESS);
    expect([email().value, mobile().value, message().value]).toEqual(['', '', '']);
    await act(async () => jest.advanceTimersByTime(1000));
    expect(api.requests).toEqual([]);
    first.unmount();

    render(<QuotationForm />);
    fireEvent.change(email(), { target: { value: 'nimal@example.lk' } });
    fireEvent.change(mobile(), { target: { value: '0771234567' } });
    fireEvent.change(message(), { target: { value: 'Maple ceiling' } });
    pass(MIN_FILL_MS);
    await user.click(sendButton());
    await waitFor(() => expect(status()).toHaveTextContent(SUCCESS));
    expect(api.requests).toHaveLength(1);
  });
});

describe('lengths', () => {
  it('limits no field by maxLength (UTF-16 code units): a field over its limit in letters says so and is refused on send', async () => {
    const user = setup();
    render(<QuotationForm />);
    for (const control of [email(), mobile(), message()]) expect(control).not.toHaveAttribute('maxlength');
    await user.type(mobile(), '0'.repeat(MAX_LENGTH.mobile + 5));
    expect(mobile()).toHaveAccessibleDescription(/5 characters too many \(at most 40\)/);
  });

  it('counts a Sinhala message in letters, not UTF-16 code units', async () => {
    const user = setup();
    render(<QuotationForm />);
    const field = screen.getByText('Message', { selector: 'label' }).parentElement!;
    // 2,400 letters of two code units each (4,800 units): 600 letters left, not "1,800 too many".
    await user.click(message());
    await user.paste('කි'.repeat(2400));
    expect(message().value).toHaveLength(4800);
    expect(within(field).getByText('600 characters left')).toBeVisible();
    await user.paste('කි'.repeat(600));
    expect(message()).toHaveAccessibleDescription(/No characters left \(at most 3000\)/);
  });

  it('shows a count from 80% of the limit, as the field’s description, and announces it once typing pauses', async () => {
    const user = setup();
    render(<QuotationForm />);
    const field = screen.getByText('Message', { selector: 'label' }).parentElement!;
    const live = field.querySelector('[aria-live="polite"]')!;
    await user.click(message());
    await user.paste('x'.repeat(2399));
    expect(within(field).queryByText(/characters? left/)).toBeNull();
    expect(message()).toHaveAccessibleDescription(/room sizes/);

    await user.type(message(), 'y');
    expect(within(field).getByText('600 characters left')).toBeVisible();
    expect(message()).toHaveAccessibleDescription(/room sizes.*600 characters left/);
    expect(live).toHaveTextContent('');
    await user.type(message(), 'zz');
    pass(ANNOUNCE_AFTER_MS - 1);
    expect(live).toHaveTextContent('');
    pass(1);
    expect(live).toHaveTextContent('598 characters left');

    await user.paste('x'.repeat(598));
    expect(message().value).toHaveLength(MAX_LENGTH.message);
    expect(message()).toHaveAccessibleDescription(/No characters left \(at most 3000\)/);
  });

  it('counts the short fields too, and takes the count away after a send', async () => {
    const user = setup();
    render(<QuotationForm />);
    await user.type(email(), 'nimal@example.lk');
    await user.type(message(), 'Walnut ceiling');
    await user.type(mobile(), '0'.repeat(31));
    expect(mobile()).not.toHaveAccessibleDescription();
    await user.type(mobile(), '0');
    expect(mobile()).toHaveAccessibleDescription('8 characters left');
    afterFillTime();
    await user.click(sendButton());
    await waitFor(() => expect(status()).toHaveTextContent(SUCCESS));
    expect(mobile()).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/characters? left/)).toBeNull();
  });

  it('refuses a message over the limit that was not typed (a restored draft) and says so', async () => {
    sessionStorage.setItem(
      'quotation-draft',
      JSON.stringify({ email: 'a@b.lk', mobile: '0771234567', message: 'x'.repeat(3001), from: '' }),
    );
    const user = setup();
    render(<QuotationForm />);
    afterFillTime();
    await user.click(sendButton());
    expect(message()).toHaveAccessibleDescription(
      /1 character too many.*longer than 3000 characters: please shorten it/,
    );
    expect(message()).toHaveFocus();
    expect(api.requests).toEqual([]);
  });
});

describe('a message of spaces', () => {
  it('is refused with a clear message on the field, which gets the focus; nothing sent, the fields kept', async () => {
    const user = setup();
    render(<QuotationForm />);
    await user.type(email(), 'nimal@example.lk');
    await user.type(mobile(), '077 123 4567');
    await user.type(message(), '   {enter}  ');
    afterFillTime();
    await user.click(sendButton());
    expect(screen.getByText(BLANK_MESSAGE)).toBeVisible();
    expect(message()).toHaveAttribute('aria-invalid', 'true');
    expect(message()).toHaveAccessibleDescription(/room sizes.*the message cannot be only spaces/);
    expect(message()).toHaveFocus();
    expect(status()).toHaveTextContent('');
    expect([email().value, mobile().value, message().value]).toEqual(['nimal@example.lk', '077 123 4567', '   \n  ']);
    await act(async () => jest.advanceTimersByTime(1000));
    expect(api.requests).toEqual([]);

    // Editing the message takes the complaint away; a real message then goes.
    await user.type(message(), 'Kithul ceiling');
    expect(screen.queryByText(BLANK_MESSAGE)).toBeNull();
    expect(message()).not.toHaveAttribute('aria-invalid');
    await user.click(sendButton());
    await waitFor(() => expect(status()).toHaveTextContent(SUCCESS));
    expect(api.requests).toHaveLength(1);
  });

  it('the same for a mobile number of spaces', async () => {
    const user = setup();
    render(<QuotationForm />);
    await user.type(email(), 'nimal@example.lk');
    await user.type(mobile(), '   ');
    await user.type(message(), 'Kithul ceiling');
    afterFillTime();
    await user.click(sendButton());
    expect(mobile()).toHaveAccessibleDescription(BLANK_MOBILE);
    expect(mobile()).toHaveFocus();
    expect(api.requests).toEqual([]);
  });
});

describe('one send per 30 s per browser', () => {
  async function sendOnce(user: ReturnType<typeof setup>) {
    await fillIn(user);
    await user.click(sendButton());
    await waitFor(() => expect(status()).toHaveTextContent(SUCCESS));
  }

  it('a second request within 30 s is held with a polite message saying when; the fields kept; then it goes', async () => {
    const user = setup();
    render(<QuotationForm />);
    await sendOnce(user);
    expect(api.requests).toHaveLength(1);

    await user.type(email(), 'nimal@example.lk');
    await user.type(mobile(), '077 123 4567');
    await user.type(message(), 'And the wall panels too');
    // 10 s after the first send (the form has been there long enough: no fill-time wait).
    pass(10_000);
    await user.click(sendButton());
    expect(status()).toHaveTextContent(
      /^We received a request from this browser moments ago\. You can send this one in 20 seconds; what you typed is kept\.$/,
    );
    expect(status()).toHaveClass('notice');
    expect(status()).not.toHaveClass('success');
    expect(status()).not.toHaveClass('failure');
    expect([email().value, mobile().value, message().value]).toEqual([
      'nimal@example.lk',
      '077 123 4567',
      'And the wall panels too',
    ]);
    await act(async () => jest.advanceTimersByTime(100));
    expect(api.requests).toHaveLength(1);

    pass(20_000);
    await user.click(sendButton());
    await waitFor(() => expect(status()).toHaveTextContent(SUCCESS));
    expect(api.requests).toHaveLength(2);
    expect(api.requests[1]?.body.template_params.message).toBe('And the wall panels too');
  });

  it('holds across reloads and tabs (a fresh form in the same browser)', async () => {
    const user = setup();
    const first = render(<QuotationForm />);
    await sendOnce(user);
    first.unmount();
    render(<QuotationForm />);
    await fillIn(user);
    await user.click(sendButton());
    expect(status()).toHaveTextContent(/You can send this one in 2\d seconds/);
    expect(api.requests).toHaveLength(1);
  });

  it('a failed send does not count: the visitor may try again at once', async () => {
    const user = setup();
    api.reply({ status: 502, text: 'Bad Gateway' });
    render(<QuotationForm />);
    await fillIn(user);
    await user.click(sendButton());
    await waitFor(() => expect(status()).toHaveTextContent(FAILURE));
    await user.click(sendButton());
    await waitFor(() => expect(status()).toHaveTextContent(SUCCESS));
    expect(api.requests).toHaveLength(2);
  });
});

describe('over the server’s HTML', () => {
  /** The form as the server sends it, in a document, before its script has run. */
  function serverRendered() {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<QuotationForm />);
    document.body.append(container);
    return container;
  }
  const hydrate = (container: HTMLElement) => act(() => hydrateRoot(container, <QuotationForm />));
  const typeBeforeScript = (label: string, value: string) => {
    (screen.getByLabelText(label) as HTMLInputElement).value = value;
  };
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps what was typed before the page’s script took over, and sends it', async () => {
    const container = serverRendered();
    typeBeforeScript('Email', 'early@example.lk');
    typeBeforeScript('Mobile', '0771234567');
    typeBeforeScript('Message', 'Typed on a slow phone');
    pass(MIN_FILL_MS);
    await hydrate(container);
    expect([email().value, mobile().value, message().value]).toEqual([
      'early@example.lk',
      '0771234567',
      'Typed on a slow phone',
    ]);
    await setup().click(sendButton());
    await waitFor(() => expect(status()).toHaveTextContent(SUCCESS));
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.body.template_params).toMatchObject({
      from_email: 'early@example.lk',
      phone: '0771234567',
      message: 'Typed on a slow phone',
    });
  });

  it('restores this tab’s unsent draft, which the server could not know, and keeps what was typed early over it', async () => {
    // The server rendered the form empty; the draft waits in this tab's storage (say, back from another page).
    const container = serverRendered();
    sessionStorage.setItem(
      'quotation-draft',
      JSON.stringify({ email: 'kamala@example.lk', mobile: '0761234567', message: 'Walnut wall panels', from: '' }),
    );
    typeBeforeScript('Mobile', '0771234567');
    await hydrate(container);
    expect([email().value, mobile().value, message().value]).toEqual([
      'kamala@example.lk',
      '0771234567',
      'Walnut wall panels',
    ]);
    // And the draft stays, now with the newer number: a second visit restores it too.
    expect(JSON.parse(sessionStorage.getItem('quotation-draft') ?? 'null')).toMatchObject({
      email: 'kamala@example.lk',
      mobile: '0771234567',
      message: 'Walnut wall panels',
    });
    pass(MIN_FILL_MS);
    await setup().click(sendButton());
    await waitFor(() => expect(status()).toHaveTextContent(SUCCESS));
    expect(api.requests[0]?.body.template_params).toMatchObject({
      from_email: 'kamala@example.lk',
      phone: '0771234567',
      message: 'Walnut wall panels',
    });
  });

  it('counts the fill time from when the form was on screen, not from when its script ran', async () => {
    const container = serverRendered();
    typeBeforeScript('Email', 'nimal@example.lk');
    typeBeforeScript('Mobile', '0771234567');
    typeBeforeScript('Message', 'Maple ceiling');
    pass(MIN_FILL_MS);
    await hydrate(container);
    // At once after hydration: the visitor has had the form for longer than the minimum already.
    await setup().click(sendButton());
    await waitFor(() => expect(status()).toHaveTextContent(SUCCESS));
    expect(api.requests).toHaveLength(1);
  });
});
