import { looksLikeBot, MIN_FILL_MS } from './botCheck';

it('takes a filled honeypot or a send sooner than the minimum fill time for a bot', () => {
  expect(MIN_FILL_MS).toBe(3000);
  expect(looksLikeBot({ honeypot: '', elapsedMs: MIN_FILL_MS })).toBe(false);
  expect(looksLikeBot({ honeypot: '', elapsedMs: 60_000 })).toBe(false);
  expect(looksLikeBot({ honeypot: '', elapsedMs: MIN_FILL_MS - 1 })).toBe(true);
  expect(looksLikeBot({ honeypot: '', elapsedMs: 0 })).toBe(true);
  expect(looksLikeBot({ honeypot: 'https://spam.example', elapsedMs: 60_000 })).toBe(true);
  expect(looksLikeBot({ honeypot: ' ', elapsedMs: 60_000 })).toBe(true);
});
