import { LANGS, type Lang } from '../lang/langPath';
import { formatCount, formatDate, formatLkr, formatNumber, LOCALES, regroup } from './format';

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

describe("the page language's Sri Lankan locale with Latin digits, whatever the reader's", () => {
  const intl = (value: number, max: number, min: number, lang: Lang) =>
    regroup(
      new Intl.NumberFormat(`${LOCALES[lang]}-u-nu-latn`, {
        minimumFractionDigits: min,
        maximumFractionDigits: max,
      }).formatToParts(value),
    );
  // Halves that binary floating point holds a hair below (1.005, 2.675) or above, carries through
  // nines, zeros, whole numbers, the largest written without an exponent and the smallest.
  const edges = [
    0, 1.005, 2.675, 0.125, 0.5, 1.5, 2.5, 9.995, 99.95, 999999.9999, 0.0005, 0.00049, 1e20, 123456789.98765, 1e-6,
  ];
  // A fixed pseudo-random sample (a linear congruential generator): prices, areas, weights, counts.
  let seed = 23;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const sample = Array.from({ length: 3000 }, (_, i) => Math.round(random() * 10 ** (i % 9)) / 10 ** (i % 6));

  it.each(LANGS)('writes what Intl writes in %s for every number of the sample, at 0 to 4 decimals', (lang) => {
    expect(LOCALES).toEqual({ en: 'en-LK', si: 'si-LK', ta: 'ta-LK' });
    for (const value of [...edges, ...sample, ...sample.map((v) => v * 1.37)])
      for (const [max, min] of [
        [0, 0],
        [1, 1],
        [2, 0],
        [2, 2],
        [3, 0],
        [4, 4],
      ] as const)
        expect([value, max, min, formatNumber(value, max, min, lang)]).toEqual([
          value,
          max,
          min,
          intl(value, max, min, lang),
        ]);
  });

  it.each([-0, -1234.5, 1e21, 1e-7, NaN, Infinity])('leaves %p to Intl, which writes it', (value) => {
    expect(formatNumber(value, 2, 0, 'ta')).toBe(intl(value, 2, 0, 'ta'));
  });
});

describe('one grouping rule in the three languages: groups of three digits', () => {
  it('holds where ta-LK itself groups in lakhs (1,23,45,678)', () => {
    expect(new Intl.NumberFormat('ta-LK').format(12345678)).toBe('1,23,45,678');
  });

  it.each(LANGS)('writes 12,345,678.1234 in %s', (lang) => {
    expect(formatNumber(12345678.1234, 4, 4, lang)).toBe('12,345,678.1234');
  });

  it.each<[number, number, string]>([
    [-1234567.5, 1, '-1,234,567.5'],
    [100000, 0, '100,000'],
    [999.99, 2, '999.99'],
    [0.5, 4, '0.5000'],
  ])('writes %p alike in the three languages, as %p', (value, decimals, expected) => {
    expect(LANGS.map((lang) => formatNumber(value, decimals, decimals, lang))).toEqual([expected, expected, expected]);
  });

  it("keeps a locale's own separators and only changes the group size", () => {
    const parts = (locale: string) =>
      new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).formatToParts(-12345678.25);
    expect(regroup(parts('hi-IN'))).toBe('-12,345,678.25');
    expect(regroup(parts('de-DE'))).toBe('-12.345.678,25');
    expect(regroup(parts('en-US'))).toBe('-12,345,678.25');
  });
});

describe('formatDate', () => {
  it.each<[Lang, string, string]>([
    ['en', '2024-03-05', '5 March 2024'],
    ['en', '2023-06', 'June 2023'],
    ['si', '2024-03-05', '2024 මාර්තු 5'],
    ['si', '2023-06', '2023 ජූනි'],
    ['ta', '2024-03-05', '5 மார்ச், 2024'],
    ['ta', '2023-06', 'ஜூன் 2023'],
  ])('writes a date in %s: %s is %s', (lang, iso, text) => {
    expect(formatDate(iso, lang)).toBe(text);
  });

  it('leaves what is not a date as it is', () => {
    expect(formatDate('not a date', 'ta')).toBe('not a date');
    expect(formatDate('2024-13', 'si')).toBe('2024-13');
  });

  it('keeps the zero-width joiner of අප්‍රේල් (April)', () => {
    expect(formatDate('2024-04', 'si')).toBe('2024 අප්\u200dරේල්');
  });

  // The table is used instead of Intl so that server and browser agree (format.ts); for Tamil and
  // English it must still say what the ICU in Node says, so a typo in a month name fails here.
  it.each<[Lang, string]>([
    ['ta', 'ta-LK'],
    ['en', 'en-GB'],
  ])('writes every month of the year in %s as Intl does in %s', (lang, locale) => {
    for (let month = 1; month <= 12; month += 1) {
      const iso = `2024-${String(month).padStart(2, '0')}-15`;
      const when = new Date(Date.UTC(2024, month - 1, 15));
      const intl = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(when);
      expect(formatDate(iso, lang)).toBe(intl({ year: 'numeric', month: 'long', day: 'numeric' }));
      expect(formatDate(iso.slice(0, 7), lang)).toBe(intl({ year: 'numeric', month: 'long' }));
    }
  });
});

it('writes rupees with the code and whole numbers grouped in threes, also for a range', () => {
  // Intl puts a no-break space after the code, so "LKR" and the amount never part at a line end.
  expect(formatLkr(4250)).toBe('LKR\u00a04,250');
  expect(formatLkr(1234567)).toBe('LKR\u00a01,234,567');
  expect(formatLkr(3900, 4650)).toBe('LKR\u00a03,900–4,650');
  expect(formatLkr(4250, 4250)).toBe('LKR\u00a04,250');
  // Intl's own rounding and writing, whichever way the amount is taken.
  const intl = new Intl.NumberFormat('en-LK-u-nu-latn', {
    style: 'currency',
    currency: 'LKR',
    currencyDisplay: 'code',
    maximumFractionDigits: 0,
  });
  for (const amount of [0, 2.5, 3499.5, 3499.49, 12345678, -250, 1e21])
    expect(formatLkr(amount)).toBe(regroup(intl.formatToParts(amount)));
});
