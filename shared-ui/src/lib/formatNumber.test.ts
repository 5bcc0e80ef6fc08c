import { formatCount, formatLkr, formatNumber, NUMBER_LOCALE } from './formatNumber';

it.each<[number, number | undefined, number | undefined, string]>([
  [4, undefined, undefined, '4'],
  [3.6576, undefined, undefined, '3.66'],
  [3657.6, 1, undefined, '3,657.6'],
  [129.1668, 2, 2, '129.17'],
  [120, 2, 2, '120.00'],
  [52.0025, 1, 1, '52.0'],
  [134181600, 0, 0, '134,181,600'],
  [1345.2, 4, 4, '1,345.2000'],
  [345.2, 0, 0, '345'],
])('formatNumber(%p, %p, %p) is %p', (value, max, min, expected) => {
  expect(formatNumber(value, max, min)).toBe(expected);
});

it('counts in the singular for one and the plural otherwise', () => {
  expect(formatCount(1, 'panel')).toBe('1 panel');
  expect(formatCount(0, 'clip')).toBe('0 clips');
  expect(formatCount(1250, 'clip')).toBe('1,250 clips');
});

it("writes every number in the one site locale, whatever the reader's", () => {
  expect(NUMBER_LOCALE).toBe('en-US');
  const reader = jest.spyOn(Intl, 'NumberFormat');
  formatNumber(98765.4321, 3, 3);
  expect(reader).toHaveBeenCalledWith('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  reader.mockRestore();
});

it('writes rupees with the code and whole numbers grouped in threes, also for a range', () => {
  // Intl puts a no-break space after the code, so "LKR" and the amount never part at a line end.
  expect(formatLkr(4250)).toBe('LKR\u00a04,250');
  expect(formatLkr(1234567)).toBe('LKR\u00a01,234,567');
  expect(formatLkr(3900, 4650)).toBe('LKR\u00a03,900–4,650');
  expect(formatLkr(4250, 4250)).toBe('LKR\u00a04,250');
});
