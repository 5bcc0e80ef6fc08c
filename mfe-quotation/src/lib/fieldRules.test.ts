import {
  BLANK_MESSAGE,
  BLANK_MOBILE,
  countText,
  fieldLength,
  fieldProblems,
  MAX_LENGTH,
  showsCount,
} from './fieldRules';
import { MAX_PREFILL_MESSAGE } from './prefill';

const ok = { email: 'nimal@example.lk', mobile: '077 123 4567', message: 'Golden Teak ceiling, Kandy' };

it('finds nothing wrong with an ordinary request', () => {
  expect(fieldProblems(ok)).toEqual({});
});

it('refuses a message or mobile of spaces, tabs and line breaks only', () => {
  expect(fieldProblems({ ...ok, message: ' \n\t  \n' })).toEqual({ message: BLANK_MESSAGE });
  expect(fieldProblems({ ...ok, mobile: '   ' })).toEqual({ mobile: BLANK_MOBILE });
  expect(fieldProblems({ ...ok, message: '  x  ' })).toEqual({});
});

it('refuses a value over its limit (a draft or pre-fill is not stopped by maxLength), and allows one at it', () => {
  expect(fieldProblems({ ...ok, message: 'x'.repeat(MAX_LENGTH.message) })).toEqual({});
  expect(fieldProblems({ ...ok, message: 'x'.repeat(MAX_LENGTH.message + 1) })).toEqual({
    message: `The message is longer than ${MAX_LENGTH.message} characters: please shorten it.`,
  });
  expect(fieldProblems({ ...ok, email: `${'a'.repeat(250)}@b.lk` }).email).toMatch(/email is longer than 254/);
  expect(fieldProblems({ ...ok, mobile: '0'.repeat(41) }).mobile).toMatch(/mobile number is longer than 40/);
});

it('leaves room after the longest pre-filled request', () => {
  expect(MAX_LENGTH.message - MAX_PREFILL_MESSAGE).toBeGreaterThanOrEqual(1000);
});

it('shows the count from 80% of the limit', () => {
  expect(showsCount(2399, 3000)).toBe(false);
  expect(showsCount(2400, 3000)).toBe(true);
  expect(showsCount(31, 40)).toBe(false);
  expect(showsCount(32, 40)).toBe(true);
  expect(showsCount(0, 40)).toBe(false);
});

it('counts in words', () => {
  expect(countText(2400, 3000)).toBe('600 characters left');
  expect(countText(39, 40)).toBe('1 character left');
  expect(countText(40, 40)).toBe('No characters left (at most 40)');
  expect(countText(41, 40)).toBe('1 character too many (at most 40)');
  expect(countText(45, 40)).toBe('5 characters too many (at most 40)');
});

it('counts a field in letters, and refuses it on send by the same count', () => {
  // "කි" is one letter of two UTF-16 code units: 3,000 of them are 6,000 units, and within the limit.
  const sinhala = 'කි'.repeat(MAX_LENGTH.message);
  expect(sinhala.length).toBe(2 * MAX_LENGTH.message);
  expect(fieldLength(sinhala)).toBe(MAX_LENGTH.message);
  expect(fieldProblems({ ...ok, message: sinhala })).toEqual({});
  expect(countText(fieldLength(sinhala), MAX_LENGTH.message)).toBe('No characters left (at most 3000)');
  const over = `${sinhala}கி`;
  expect(countText(fieldLength(over), MAX_LENGTH.message)).toBe('1 character too many (at most 3000)');
  expect(fieldProblems({ ...ok, message: over })).toEqual({
    message: `The message is longer than ${MAX_LENGTH.message} characters: please shorten it.`,
  });
  // Emoji are one letter each however many code units they take.
  expect(fieldLength('👍🏽 ok')).toBe(4);
});
