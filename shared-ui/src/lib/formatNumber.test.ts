// formatNumber against Intl itself, the definition it keeps (format.ts plainDecimal).
import { LANGS, type Lang } from '../lang/langPath';
import { formatNumber, LOCALES, regroup } from './format';

/** What Intl writes in the page language's Sri Lankan locale with Latin digits, regrouped in threes. */
const intlFormats = new Map<string, Intl.NumberFormat>();
const intl = (value: number, max: number, min: number, lang: Lang) => {
  const key = `${lang} ${max} ${min}`;
  if (!intlFormats.has(key))
    intlFormats.set(
      key,
      new Intl.NumberFormat(`${LOCALES[lang]}-u-nu-latn`, { minimumFractionDigits: min, maximumFractionDigits: max }),
    );
  return regroup(intlFormats.get(key)!.formatToParts(value));
};

describe("every number as Intl writes it in the page language's Sri Lankan locale, with Latin digits", () => {
  // Halves at every place (Intl rounds them away from zero on the shortest decimal form: 1.005 is
  // 1.01, where toFixed gives 1.00), carries through nines, negatives, zeros and large amounts.
  const values = [
    0,
    -0,
    1,
    -1,
    0.5,
    1.5,
    2.5,
    -2.5,
    1.005,
    2.675,
    -2.675,
    9.995,
    99.995,
    999.5,
    0.0049,
    0.05,
    0.125,
    3.6576,
    129.1668,
    52.0025,
    1345.2,
    98765.4321,
    1234567.891,
    -1234567.5,
    9999999.999,
    134181600,
    2 ** 53,
    1e20 + 1,
    123456789012345680000,
    0.000123,
    1e-6,
    -0.001,
  ];
  // And 400 more, from a fixed seed: prices, areas and estimates of every size.
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 400; i++) values.push(Number(((random() - 0.2) * 10 ** Math.floor(random() * 9)).toFixed(i % 7)));

  it.each(LANGS)('in %s, for every count of decimals from 0 to 4', (lang) => {
    const differ = [];
    for (const value of values)
      for (let max = 0; max <= 4; max++)
        for (let min = 0; min <= max; min++) {
          const text = formatNumber(value, max, min, lang);
          if (text !== intl(value, max, min, lang))
            differ.push({ value, max, min, text, intl: intl(value, max, min, lang) });
        }
    expect(differ).toEqual([]);
  });

  it('without making an Intl.NumberFormat for a number written without an exponent (ICU loads its data on the first)', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    expect(formatNumber(98765.4321, 3, 3, 'si')).toBe('98,765.432');
    expect(formatNumber(-1234567.5, 0, 0, 'ta')).toBe('-1,234,568');
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });

  it.each<[number, number, string]>([
    [NaN, 2, 'NaN'],
    [Infinity, 2, '∞'],
    [1e21, 0, '1,000,000,000,000,000,000,000'],
    [1e-7, 4, '0'],
    [-1e-7, 10, '-0.0000001'],
  ])('leaves %p (no plain decimal form) to Intl: %p decimals, %p', (value, max, text) => {
    expect(LANGS.map((lang) => formatNumber(value, max, 0, lang))).toEqual([text, text, text]);
  });

  it("writes what it leaves to Intl in the page language's Sri Lankan locale with Latin digits, whatever the reader's", () => {
    expect(LOCALES).toEqual({ en: 'en-LK', si: 'si-LK', ta: 'ta-LK' });
    const reader = jest.spyOn(Intl, 'NumberFormat');
    formatNumber(1e21, 3, 3, 'si');
    expect(reader).toHaveBeenCalledWith('si-LK-u-nu-latn', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
    reader.mockRestore();
  });
});
