// The quotation form's draft and pre-filled messages, in every language.
import { render, screen, waitFor } from '@testing-library/react';
import { catalogIn, LangProvider } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import { quotationRecipient } from '../../settings';
import { QuotationForm } from './QuotationForm';
import { SUCCESS, FAILURE, form, setup, afterFillTime, formTestEnv } from '../../test/formTest';

const env = formTestEnv();

it('keeps an unsent draft across a reload until it is sent', async () => {
  const user = setup();
  const first = render(<QuotationForm />);
  await user.type(form.email(), 'nimal@example.lk');
  await user.type(form.message(), 'Wall panels for a shop front');
  first.unmount();

  const reloaded = render(<QuotationForm />);
  expect([form.email().value, form.mobile().value, form.message().value]).toEqual([
    'nimal@example.lk',
    '',
    'Wall panels for a shop front',
  ]);
  await user.type(form.mobile(), '0771234567');
  env.api.reply('network-error');
  afterFillTime();
  await user.click(form.sendButton());
  await waitFor(() => expect(form.status()).toHaveTextContent(FAILURE));
  reloaded.unmount();

  const afterFailure = render(<QuotationForm />);
  expect([form.email().value, form.mobile().value, form.message().value]).toEqual([
    'nimal@example.lk',
    '0771234567',
    'Wall panels for a shop front',
  ]);
  afterFillTime();
  await user.click(form.sendButton());
  await waitFor(() => expect(form.status()).toHaveTextContent(SUCCESS));
  afterFailure.unmount();

  render(<QuotationForm />);
  expect([form.email().value, form.mobile().value, form.message().value]).toEqual(['', '', '']);
});

it('starts the message with initialMessage when no draft is waiting, and prefers the draft', async () => {
  const user = setup();
  const first = render(<QuotationForm initialMessage="Quotation for Maple Ceiling Sheet" />);
  expect(form.message().value).toBe('Quotation for Maple Ceiling Sheet');
  await user.type(form.message(), ', 300 sq ft');
  first.unmount();
  render(<QuotationForm initialMessage="Quotation for Maple Ceiling Sheet" />);
  expect(form.message().value).toBe('Quotation for Maple Ceiling Sheet, 300 sq ft');
});

it('a different pre-filled message (a new hand-off) replaces the draft’s message and keeps the contact details', async () => {
  const user = setup();
  const first = render(<QuotationForm initialMessage="Panels: 33" />);
  await user.type(form.email(), 'nimal@example.lk');
  await user.type(form.mobile(), '0771234567');
  await user.type(form.message(), ', Kandy');
  first.unmount();

  // Back from the calculator with other figures: the new request, the same person.
  const second = render(<QuotationForm initialMessage="Panels: 45" />);
  expect([form.email().value, form.mobile().value, form.message().value]).toEqual([
    'nimal@example.lk',
    '0771234567',
    'Panels: 45',
  ]);
  second.unmount();

  // A reload of that page keeps it; the plain /contact page keeps the draft too.
  render(<QuotationForm initialMessage="Panels: 45" />).unmount();
  render(<QuotationForm />);
  expect([form.email().value, form.mobile().value, form.message().value]).toEqual([
    'nimal@example.lk',
    '0771234567',
    'Panels: 45',
  ]);
});

it('sends a pre-filled message as the visitor left it', async () => {
  const user = setup();
  render(<QuotationForm initialMessage={'Quotation request from the panel calculator\nPanels: 33'} />);
  await user.type(form.email(), 'nimal@example.lk');
  await user.type(form.mobile(), '077 123 4567');
  await user.type(form.message(), '\nTown: Galle');
  afterFillTime();
  await user.click(form.sendButton());
  await waitFor(() => expect(form.status()).toHaveTextContent(SUCCESS));
  expect(env.api.requests[0]?.body.template_params.message).toBe(
    'Quotation request from the panel calculator\nPanels: 33\nTown: Galle',
  );
});

it('keeps Sinhala and Tamil whole from the link through the draft to the email, joiners included', async () => {
  // "ශ්‍රී ලංකා" needs its zero-width joiner (U+200D); Tamil text besides.
  const sinhala = 'ශ්\u200Dරී ලංකා: සිවිලිම් පැනල 33ක්';
  const user = setup();
  const first = render(<QuotationForm initialMessage={sinhala} />);
  await user.type(form.email(), 'nimal@example.lk');
  await user.type(form.mobile(), '077 123 4567');
  await user.type(form.message(), '\nகண்டி');
  first.unmount();

  render(<QuotationForm initialMessage={sinhala} />);
  expect(form.message().value).toBe(`${sinhala}\nகண்டி`);
  afterFillTime();
  await user.click(form.sendButton());
  await waitFor(() => expect(form.status()).toHaveTextContent(SUCCESS));
  expect(env.api.requests[0]?.body.template_params.message).toBe(`${sinhala}\nகண்டி`);
  expect(env.api.requests[0]?.body.template_params.message).toContain('\u200D');
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
  await waitFor(() => expect(form.status()).toHaveTextContent(/සාර්ථකව යොමු කරන ලදී/));
  expect(env.api.requests.map((r) => r.body.template_params)).toEqual([
    {
      to_email: quotationRecipient,
      from_email: 'nimal@example.lk',
      phone: '077 123 4567',
      message: `Language: Sinhala (si). Please reply in Sinhala.\n\n${sinhala}`,
      language: 'Sinhala (si)',
    },
  ]);
});
