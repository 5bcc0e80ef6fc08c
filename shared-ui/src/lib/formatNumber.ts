const formats = new Map<string, Intl.NumberFormat>();

/**
 * The site's one number locale. Fixed rather than the reader's, so the server's HTML and the
 * hydrated page, the quotation message and the tests read the same: 1,234.5 in every app.
 */
export const NUMBER_LOCALE = 'en-US';

/**
 * A number as the page writes it: thousands separated, at most `maxDecimals` decimals (trailing
 * zeros dropped unless `minDecimals` keeps them; equal bounds give a fixed count of decimals).
 */
export function formatNumber(value: number, maxDecimals = 2, minDecimals = 0): string {
  const key = `${minDecimals}-${maxDecimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE, {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
    });
    formats.set(key, format);
  }
  return format.format(value);
}

/** "1 panel", "33 panels". */
export const formatCount = (count: number, one: string, many = `${one}s`): string =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;

const lkr = new Intl.NumberFormat(NUMBER_LOCALE, {
  style: 'currency',
  currency: 'LKR',
  currencyDisplay: 'code',
  maximumFractionDigits: 0,
});

/**
 * A price in whole rupees, "LKR 4,250" or the range "LKR 3,900–4,650", the same in every language: the
 * site's one number locale groups in threes, where ta-LK's own would write lakhs (12,34,567); si-LK
 * and ta-LK otherwise write LKR amounts exactly as it does (code, space, digits).
 */
export const formatLkr = (low: number, high = low): string =>
  low === high ? lkr.format(low) : lkr.formatRange(low, high);
