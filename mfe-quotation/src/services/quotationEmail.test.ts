import { init } from '@emailjs/browser';
import { fakeEmailApi } from '../test/emailApi';
import { sendQuotation } from './quotationEmail';
import { emailSettings, quotationRecipient } from '../settings';

// The real SDK runs; only `init` is watched, to prove it happens once per page load.
jest.mock('@emailjs/browser', () => {
  const actual = jest.requireActual('@emailjs/browser');
  return { ...actual, init: jest.fn(actual.init) };
});

const fields = { email: 'nimal@example.lk', mobile: '077 123 4567', message: 'Ceiling for a 12 x 14 ft living room' };

let api: ReturnType<typeof fakeEmailApi>;
beforeEach(() => {
  api = fakeEmailApi();
});
afterEach(() => jest.restoreAllMocks());

it('makes the EmailJS REST call to the configured origin, with the company recipient', async () => {
  await expect(sendQuotation(fields)).resolves.toEqual({ status: 200, text: 'OK' });
  expect(api.requests).toHaveLength(1);
  const [request] = api.requests;
  expect(request?.url).toBe('http://127.0.0.1:3010/api/v1.0/email/send');
  expect(Object.entries(request?.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])).toContainEqual([
    'content-type',
    'application/json',
  ]);
  expect(request?.body).toEqual({
    lib_version: expect.any(String),
    user_id: emailSettings.publicKey,
    service_id: emailSettings.serviceId,
    template_id: emailSettings.templateId,
    template_params: {
      to_email: quotationRecipient,
      from_email: 'nimal@example.lk',
      phone: '077 123 4567',
      message: 'Ceiling for a 12 x 14 ft living room',
      language: 'English (en)',
    },
  });
});

it('tells the company the language of a Sinhala page, in its own parameter and atop the message, joiners kept', async () => {
  // "ශ්‍රී ලංකා" (Sri Lanka) needs its zero-width joiner (U+200D).
  const sinhala = 'ශ්\u200Dරී ලංකා: සිවිලිම් පැනල 33ක්';
  await sendQuotation({ ...fields, message: sinhala }, 'si');
  expect(api.requests[0]?.body.template_params).toEqual({
    to_email: quotationRecipient,
    from_email: 'nimal@example.lk',
    phone: '077 123 4567',
    message: `Language: Sinhala (si). Please reply in Sinhala.\n\n${sinhala}`,
    language: 'Sinhala (si)',
  });
  expect(api.requests[0]?.body.template_params.message).toContain('\u200D');
});

it('names Tamil too', async () => {
  await sendQuotation(fields, 'ta');
  expect(api.requests[0]?.body.template_params).toMatchObject({
    language: 'Tamil (ta)',
    message: 'Language: Tamil (ta). Please reply in Tamil.\n\nCeiling for a 12 x 14 ft living room',
  });
});

it('initialises the SDK once however often it sends', async () => {
  await sendQuotation(fields);
  await sendQuotation(fields);
  expect(api.requests).toHaveLength(2);
  expect(init).toHaveBeenCalledTimes(1);
  expect(init).toHaveBeenCalledWith({ publicKey: emailSettings.publicKey }, emailSettings.origin);
});

it('treats any 2xx as sent', async () => {
  api.reply({ status: 202, text: 'Accepted' });
  await expect(sendQuotation(fields)).resolves.toEqual({ status: 202, text: 'Accepted' });
});

it.each([
  [{ status: 403, text: 'Forbidden' }],
  [{ status: 429, text: 'Too Many Requests' }],
  [{ status: 451, text: 'Unavailable For Headless Browser' }],
  [{ status: 500, text: 'Internal Server Error' }],
  [{ status: 400, text: 'The template ID is invalid' }],
])('rejects with the service status and text: %o', async (reply) => {
  api.reply(reply);
  await expect(sendQuotation(fields)).rejects.toEqual(reply);
});

it('reports a network error as status 0, Network Error', async () => {
  api.reply('network-error');
  await expect(sendQuotation(fields)).rejects.toEqual({ status: 0, text: 'Network Error' });
});

it.each([
  ['publicKey', /public key is empty/],
  ['serviceId', /service id is empty/],
  ['templateId', /template id is empty/],
])('a build without %s fails loudly and sends nothing', async (key, reason) => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const settings = { ...emailSettings, [key]: '' };
  await expect(sendQuotation(fields, 'en', settings)).rejects.toEqual({ status: 0, text: 'Configuration Error' });
  expect(error).toHaveBeenCalledWith(expect.stringMatching(reason));
  expect(api.requests).toHaveLength(0);
});

it('a build without a recipient fails loudly and sends nothing', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  await expect(sendQuotation(fields, 'en', emailSettings, ' ')).rejects.toEqual({
    status: 0,
    text: 'Configuration Error',
  });
  expect(error).toHaveBeenCalledWith(expect.stringMatching(/recipient is empty/));
  expect(api.requests).toHaveLength(0);
});
