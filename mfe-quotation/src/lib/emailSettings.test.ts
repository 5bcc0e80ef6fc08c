import { sendProblem } from './emailSettings';

const settings = { publicKey: 'pk', serviceId: 'svc', templateId: 'tpl', origin: 'http://127.0.0.1:3010' };
const params = { to_email: 'q@example.com', from_email: 'a@b.lk', phone: '0771234567', message: 'Hi' };

it('lets a complete send through', () => {
  expect(sendProblem(settings, 'q@example.com', params)).toBeNull();
});

it.each([
  [{ ...settings, publicKey: '' }, params, /public key/],
  [{ ...settings, serviceId: '   ' }, params, /service id/],
  [{ ...settings, templateId: undefined as unknown as string }, params, /template id/],
  [settings, null, /plain object/],
  [settings, ['a'], /plain object/],
  [settings, new Map(), /plain object/],
])('names what is missing', (s, p, reason) => {
  expect(sendProblem(s, 'q@example.com', p)).toMatch(reason);
});

it('needs the company recipient', () => {
  expect(sendProblem(settings, '', params)).toMatch(/recipient/);
});
