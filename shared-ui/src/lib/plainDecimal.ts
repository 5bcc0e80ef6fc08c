/**
 * What Intl writes for a plain number in all three locales (`,` and `.`, groups of three, rounded
 * half away from zero from the number's shortest decimal form, as ICU rounds), without Intl. Why:
 * a page's first `Intl.NumberFormat` loads ICU's number data: 11, 20 and 38 ms of main thread in
 * three fresh Chromiums on this project's machine (times 4 under Lighthouse's CPU throttling). Built
 * at import it was part of `main`'s evaluation on every page; built on first use it would land in
 * the hydration of every product page (the price). The usual numbers (not negative, written without
 * an exponent) take this path; format.test.ts holds it to Intl's output for thousands of them in the
 * three languages; any other number goes to Intl.
 */
export function plainDecimal(value: number, maxDecimals: number, minDecimals: number): string | undefined {
  const written = String(value);
  if (Object.is(value, -0) || minDecimals > maxDecimals || /[^\d.]/.test(written)) return undefined;
  const [whole = '0', fraction = ''] = written.split('.');
  let digits = whole + fraction.slice(0, maxDecimals).padEnd(maxDecimals, '0');
  if ((fraction[maxDecimals] ?? '0') >= '5') digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  const integer = digits.slice(0, digits.length - maxDecimals) || '0';
  let decimals = digits.slice(digits.length - maxDecimals);
  while (decimals.length > minDecimals && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, ',');
  return decimals ? `${grouped}.${decimals}` : grouped;
}
