import { msUntilNextSend, rememberSend, SEND_INTERVAL_MS, waitText } from './sendLimit';

const T = Date.UTC(2025, 5, 1, 9, 0, 0);
beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

it('lets a browser that never sent send now', () => {
  expect(msUntilNextSend(T)).toBe(0);
});

it('holds the next send for 30 s after one, in local storage (so across tabs and reloads)', () => {
  expect(SEND_INTERVAL_MS).toBe(30_000);
  rememberSend(T);
  expect(localStorage.getItem('quotation-last-sent')).toBe(String(T));
  expect(msUntilNextSend(T)).toBe(30_000);
  expect(msUntilNextSend(T + 5_500)).toBe(24_500);
  expect(msUntilNextSend(T + 29_999)).toBe(1);
  expect(msUntilNextSend(T + 30_000)).toBe(0);
  expect(msUntilNextSend(T + 3_600_000)).toBe(0);
});

it('ignores a stored time it cannot trust: garbage, or later than now', () => {
  localStorage.setItem('quotation-last-sent', 'soon');
  expect(msUntilNextSend(T)).toBe(0);
  localStorage.setItem('quotation-last-sent', String(T + 86_400_000));
  expect(msUntilNextSend(T)).toBe(0);
});

it('works, without a limit, when storage is off or full', () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('SecurityError');
  });
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('QuotaExceededError');
  });
  expect(() => rememberSend(T)).not.toThrow();
  expect(msUntilNextSend(T)).toBe(0);
});

it('says politely when the next send is possible, in whole seconds rounded up', () => {
  expect(waitText(24_500)).toBe(
    'We received a request from this browser moments ago. You can send this one in 25 seconds; what you typed is kept.',
  );
  expect(waitText(1)).toMatch(/in 1 second;/);
  expect(waitText(30_000)).toMatch(/in 30 seconds;/);
  expect(waitText(24_500)).not.toMatch(/Failed/);
});
