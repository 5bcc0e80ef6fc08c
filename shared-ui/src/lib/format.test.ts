import { LANGS, type Lang } from '../lang/langPath';
import { formatCount, formatDate, formatLkr, formatNumber, regroup } from './format';

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
  // Tamil's months are spelt as in Sri Lanka (docs/glossary/ta.json), where ICU's data is Indian.
  const SRI_LANKAN: Record<string, string> = {
    பிப்ரவரி: 'பெப்ரவரி',
    ஆகஸ்ட்: 'ஓகஸ்ட்',
    செப்டம்பர்: 'செப்டெம்பர்',
    அக்டோபர்: 'ஒக்டோபர்',
    டிசம்பர்: 'டிசெம்பர்',
  };
  it.each<[Lang, string]>([
    ['ta', 'ta-LK'],
    ['en', 'en-GB'],
  ])('writes every month of the year in %s as Intl does in %s', (lang, locale) => {
    for (let month = 1; month <= 12; month += 1) {
      const iso = `2024-${String(month).padStart(2, '0')}-15`;
      const when = new Date(Date.UTC(2024, month - 1, 15));
      const intl = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })
          .format(when)
          .replace(/[\u0B80-\u0BFF]+/gu, (name) => SRI_LANKAN[name] ?? name);
      expect(formatDate(iso, lang)).toBe(intl({ year: 'numeric', month: 'long', day: 'numeric' }));
      expect(formatDate(iso.slice(0, 7), lang)).toBe(intl({ year: 'numeric', month: 'long' }));
    }
  });
});

it('writes rupees with the code and whole numbers grouped in threes, also for a range', () => {
  // A no-break space after the mark, so "LKR" and the amount never part at a line end.
  expect(formatLkr(4250)).toBe('LKR\u00a04,250');
  expect(formatLkr(1234567)).toBe('LKR\u00a01,234,567');
  expect(formatLkr(3900, 4650)).toBe('LKR\u00a03,900–4,650');
  expect(formatLkr(4250, 4250)).toBe('LKR\u00a04,250');
  expect(formatLkr(4249.6)).toBe('LKR\u00a04,250');
});

it('writes rupees as Sinhala and Tamil readers do, රු. and ரூ., with the same grouping in threes', () => {
  expect(formatLkr(1000, 1000, 'si')).toBe('රු.\u00a01,000');
  expect(formatLkr(1000, 1000, 'ta')).toBe('ரூ.\u00a01,000');
  // Tamil's CLDR data would write lakhs (12,34,567); Sri Lanka writes threes in every language.
  expect(formatLkr(1234567, 1234567, 'ta')).toBe('ரூ.\u00a01,234,567');
  expect(formatLkr(3900, 4650, 'si')).toBe('රු.\u00a03,900–4,650');
  expect(formatLkr(3900, 4650, 'ta')).toBe('ரூ.\u00a03,900–4,650');
});

describe("the owner's English price mark (SITE_PRICE_LABEL)", () => {
  const withLabel = (value: string | undefined) => {
    const saved = process.env.SITE_PRICE_LABEL;
    if (value === undefined) delete process.env.SITE_PRICE_LABEL;
    else process.env.SITE_PRICE_LABEL = value;
    try {
      let format!: typeof formatLkr;
      jest.isolateModules(() => {
        format = (jest.requireActual('./format') as typeof import('./format')).formatLkr;
      });
      return format;
    } finally {
      if (saved === undefined) delete process.env.SITE_PRICE_LABEL;
      else process.env.SITE_PRICE_LABEL = saved;
    }
  };

  it('is LKR unless set; Rs. when the owner prefers it, in English only', () => {
    expect(withLabel(undefined)(4250)).toBe('LKR\u00a04,250');
    const rs = withLabel('Rs.');
    expect(rs(4250)).toBe('Rs.\u00a04,250');
    expect(rs(3900, 4650)).toBe('Rs.\u00a03,900–4,650');
    expect(rs(4250, 4250, 'si')).toBe('රු.\u00a04,250');
    expect(rs(4250, 4250, 'ta')).toBe('ரூ.\u00a04,250');
  });

  it('keeps LKR for a value it does not know, rather than printing it beside every price', () => {
    expect(withLabel('Rupees')(4250)).toBe('LKR\u00a04,250');
    expect(withLabel(' Rs. ')(4250)).toBe('Rs.\u00a04,250');
  });
});
