const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number as the page writes it: thousands separated, at most `maxDecimals` decimals (trailing
 * zeros dropped unless `minDecimals` keeps them). One fixed locale, so the page, the quotation
 * message and the tests read the same.
 */
export function formatNumber(value: number, maxDecimals = 2, minDecimals = 0): string {
  const key = `${minDecimals}-${maxDecimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { minimumFractionDigits: minDecimals, maximumFractionDigits: maxDecimals });
    formats.set(key, format);
  }
  return format.format(value);
}

/** "1 panel", "33 panels". */
export const formatCount = (count: number, one: string, many = `${one}s`): string =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;
