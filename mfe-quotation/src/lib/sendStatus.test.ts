import { toSendStatus } from './sendStatus';

it('keeps the status and text of an answer from the service, and nothing else', () => {
  expect(toSendStatus({ status: 429, text: 'Too Many Requests', extra: 1 })).toEqual({
    status: 429,
    text: 'Too Many Requests',
  });
});

it.each([
  new TypeError('Failed to fetch'),
  new Error('Loading chunk emailjs failed'),
  'The public key is required',
  undefined,
])('calls anything else a network error: %p', (error) => {
  expect(toSendStatus(error)).toEqual({ status: 0, text: 'Network Error' });
});
