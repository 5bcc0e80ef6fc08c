import { siteConfig } from '../config/siteConfig';
import { DEFAULT_LANG, type Lang } from '../lang/langPath';

/**
 * How the site writes numbers and dates for a visitor, in each language (issue 25 point 5). The
 * one place that decides it: apps call formatNumber and formatDate (or useFormat, DateText) with
 * the page's language and never Intl or toLocaleString themselves.
 *
 * Numbers: Intl with the language's Sri Lankan locale and Latin digits (the `-u-nu-latn` below;
 * signs, prices and the calculator are read in Latin digits in Sri Lanka in all three languages),
 * then ONE grouping rule for all three: groups of three digits, 12,345,678.1234. Why: prices and
 * quantities are compared across languages (a Tamil and a Sinhala quotation for the same ceiling
 * must read the same), and Sri Lanka writes amounts in thousands and millions in every language;
 * ta-LK's CLDR data inherits India's lakh grouping (1,23,45,678) from `ta`, which is not Sri
 * Lankan usage. Intl has no option for the group size, so the integer part Intl gives is regrouped
 * here in threes with the locale's own group separator (regroup). A plain decimal is written here
 * without Intl, to the same text (plainDecimal, below, says why); Intl writes the rest. The three
 * locales share the separators `,` and `.`, so a browser whose ICU lacks one of them (Chromium has
 * no Sinhala data: si-LK resolves to en-US there) still writes exactly what the server wrote.
 *
 * Dates: NOT Intl.DateTimeFormat, measured: the server (Node 20.20, ICU 78.2 / CLDR 48) writes
 * si-LK months with the traditional names (2024 මැදින් 15 for 15 March), which builders read as
 * the lunar Poya months, while Chromium 156 has no Sinhala data and writes "March 15, 2024"; a
 * hydration mismatch on every Sinhala news and project page. So the month names and the order of
 * day, month and year are the small table below, which the server and every browser read alike:
 * the Gregorian month names in everyday Sinhala and Tamil, in CLDR's order for each language
 * (Tamil in Intl's order, with the month names as Sri Lankan Tamil spells them, which ICU's
 * Indian-based ta data does not; format.test.ts checks the rest against the ICU in Node), English
 * as the site wrote it before (`5 March 2024`, `June 2023`).
 */
export const LOCALES: Record<Lang, string> = { en: 'en-LK', si: 'si-LK', ta: 'ta-LK' };

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: Lang, minDecimals: number, maxDecimals: number): Intl.NumberFormat {
  const key = `${lang}-${minDecimals}-${maxDecimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(`${LOCALES[lang]}-u-nu-latn`, {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
    });
    formats.set(key, format);
  }
  return format;
}

/** Integer digits in groups of three from the right, `separator` between them. */
const inThrees = (digits: string, separator: string): string => digits.replace(/\B(?=(\d{3})+$)/g, separator);

/** A formatted number with its integer digits in groups of three, whatever group size the locale uses. */
export function regroup(parts: Intl.NumberFormatPart[]): string {
  const separator = parts.find((part) => part.type === 'group')?.value;
  const digits = parts.filter((part) => part.type === 'integer').map((part) => part.value);
  const integer = separator === undefined ? digits.join('') : inThrees(digits.join(''), separator);
  let out = '';
  let written = false;
  for (const part of parts) {
    if (part.type !== 'integer' && part.type !== 'group') out += part.value;
    else if (!written) {
      out += integer;
      written = true;
    }
  }
  return out;
}

/** A string of decimal digits plus one in its last place ("0999" -> "1000"). */
function increment(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, i)}${Number(digits[i]) + 1}${'0'.repeat(digits.length - i - 1)}`;
}

/**
 * What Intl writes for the three locales (`,` between groups of three, `.` before the decimals, `-`
 * for a negative value, rounded half away from zero on the number's shortest decimal form), from
 * that form's digits: null for what it does not cover (NaN, infinities, numbers JavaScript writes
 * with an exponent, decimals out of order), which Intl then writes. formatNumber.test.ts holds it to Intl.
 *
 * Why not Intl for every number: a page's first Intl.NumberFormat loads ICU's number data, 17-19 ms
 * in Node 20 here and one task of 73-89 ms in Chromium under the bench's 4x-slowed CPU, inside the
 * hydration of the product page's prices: that page's longest task after the first paint (issue 42,
 * bench/NOTES.md "The first Intl.NumberFormat"). This costs microseconds.
 */
function plainDecimal(value: number, maxDecimals: number, minDecimals: number): string | null {
  const text = String(Math.abs(value));
  const plain = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!plain || !(minDecimals <= maxDecimals)) return null;
  let [, integer = '0', fraction = ''] = plain;
  if (fraction.length > maxDecimals) {
    let digits = integer + fraction.slice(0, maxDecimals);
    if ((fraction[maxDecimals] ?? '0') >= '5') digits = increment(digits);
    integer = digits.slice(0, digits.length - maxDecimals);
    fraction = digits.slice(digits.length - maxDecimals);
  }
  fraction = fraction.replace(/0+$/, '').padEnd(minDecimals, '0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${inThrees(integer, ',')}${fraction ? `.${fraction}` : ''}`;
}

/**
 * A number as the page writes it in `lang`: thousands separated, at most `maxDecimals` decimals
 * (trailing zeros dropped unless `minDecimals` keeps them; equal bounds give a fixed count of decimals).
 */
export function formatNumber(value: number, maxDecimals = 2, minDecimals = 0, lang: Lang = DEFAULT_LANG): string {
  return (
    plainDecimal(value, maxDecimals, minDecimals) ??
    regroup(numberFormat(lang, minDecimals, maxDecimals).formatToParts(value))
  );
}

/**
 * How a price in rupees is marked in each language (issue 43 point 4): රු. and ரூ. as Sinhala and
 * Tamil readers write them; in English the owner's choice, `priceLabel` in the site settings
 * (SITE_PRICE_LABEL: "LKR", the default, or "Rs."). The amount follows a no-break space, so the
 * mark and the figure never part at a line end.
 */
export const CURRENCY_MARK: Record<Exclude<Lang, 'en'>, string> = { si: 'රු.', ta: 'ரூ.' };
const currencyMark = (lang: Lang): string => (lang === 'en' ? siteConfig.priceLabel : CURRENCY_MARK[lang]);

/**
 * A price in whole rupees as the page's language writes it, grouped in threes (the one rule of
 * formatNumber): "LKR 4,250" (or "Rs. 4,250") in English, "රු. 4,250", "ரூ. 4,250"; a range
 * "රු. 3,900–4,650".
 */
export const formatLkr = (low: number, high = low, lang: Lang = DEFAULT_LANG): string => {
  const amount = (value: number) => formatNumber(value, 0, 0, lang);
  return `${currencyMark(lang)}\u00a0${amount(low)}${low === high ? '' : `–${amount(high)}`}`;
};

/** "1 panel", "33 panels" (English words; the translations bring their own). */
export const formatCount = (count: number, one: string, many = `${one}s`): string =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;

const MONTHS: Record<Lang, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  // අප්‍රේල් keeps its ZWJ (U+200D, written out so no editor drops it): without it the rakaransaya breaks.
  si: [
    'ජනවාරි',
    'පෙබරවාරි',
    'මාර්තු',
    'අප්\u200dරේල්',
    'මැයි',
    'ජූනි',
    'ජූලි',
    'අගෝස්තු',
    'සැප්තැම්බර්',
    'ඔක්තෝබර්',
    'නොවැම්බර්',
    'දෙසැම්බර්',
  ],
  // Sri Lankan Tamil spellings (docs/glossary/ta.json): ICU's ta data writes the Indian பிப்ரவரி, ஆகஸ்ட், அக்டோபர்.
  ta: ['ஜனவரி', 'பெப்ரவரி', 'மார்ச்', 'ஏப்ரல்', 'மே', 'ஜூன்', 'ஜூலை', 'ஓகஸ்ட்', 'செப்டெம்பர்', 'ஒக்டோபர்', 'நவம்பர்', 'டிசெம்பர்'],
};

/** Each language's order of day, month and year (CLDR's `yMMMMd` and `yMMMM` for en-001, si and ta). */
const DATE_ORDER: Record<
  Lang,
  { day: (d: number, m: string, y: number) => string; month: (m: string, y: number) => string }
> = {
  en: { day: (d, m, y) => `${d} ${m} ${y}`, month: (m, y) => `${m} ${y}` },
  si: { day: (d, m, y) => `${y} ${m} ${d}`, month: (m, y) => `${y} ${m}` },
  ta: { day: (d, m, y) => `${d} ${m}, ${y}`, month: (m, y) => `${m} ${y}` },
};

/**
 * An ISO date as the page writes it in `lang`: '2024-03-05' -> '5 March 2024', '2024 මාර්තු 5',
 * '5 மார்ச், 2024'; a month alone, '2023-06' -> 'June 2023', '2023 ජූනි', 'ஜூன் 2023'. Anything
 * else is returned as it is. No time zone enters: the date is the one written in the data.
 */
export function formatDate(iso: string, lang: Lang = DEFAULT_LANG): string {
  const [year, month, day] = iso.split('-').map(Number);
  const name = MONTHS[lang][(month ?? 0) - 1];
  if (!year || !name) return iso;
  return day ? DATE_ORDER[lang].day(day, name, year) : DATE_ORDER[lang].month(name, year);
}
