/**
 * English messages formatted without the library (issue 25 point 7: an English page's first load may
 * grow by 2 KB at most). Lingui's core is 2.1 KB brotli on its own (docs/i18n-library.md), so it is
 * loaded only with a Sinhala or Tamil catalog, and English, compiled by the same build step, is
 * formatted here: text, `{name}`, plural, selectordinal and select, as Lingui's `interpolate` does.
 * formatEnglish.test.ts holds every app's English messages to Lingui's own output, so the two cannot
 * drift; a message using anything else (`{n, number}`, dates) fails that test.
 */
type Token = string | [name: string, type?: string, cases?: Record<string, Compiled>];
export type Compiled = string | Token[];

const LOCALE = 'en-LK';
const PLURAL: Record<string, Intl.PluralRuleType> = { plural: 'cardinal', selectordinal: 'ordinal' };
// Built on a page's first plural (the calculator's, the form's) and first `#`, not at import,
// where they were part of `main`'s evaluation on every page.
const rules: Partial<Record<Intl.PluralRuleType, Intl.PluralRules>> = {};
const pluralRules = (type: Intl.PluralRuleType) => (rules[type] ??= new Intl.PluralRules(LOCALE, { type }));
let numbers: Intl.NumberFormat | undefined;
const formatCount = (n: number) => (numbers ??= new Intl.NumberFormat(LOCALE)).format(n);

function format(message: Compiled, values: Record<string, unknown>, count?: number): string {
  if (typeof message === 'string') return message;
  let out = '';
  for (const token of message) {
    if (typeof token === 'string') out += token === '#' && count !== undefined ? formatCount(count) : token;
    else {
      const [name, type, cases = {}] = token;
      const value = values[name];
      if (!type) out += value == null ? '' : String(value);
      else if (type === 'select') out += format(cases[String(value)] ?? cases.other ?? '', values);
      else {
        const n = Number(value);
        const offset = Number(cases.offset ?? 0);
        const kind = PLURAL[type];
        if (!kind) throw new Error(`English messages format text, values, plural and select only, not ${type}`);
        const picked = cases[String(n)] ?? cases[pluralRules(kind).select(n - offset)] ?? cases.other ?? '';
        out += format(picked, values, n - offset);
      }
    }
  }
  return out;
}

export const formatEnglish = (message: unknown, values: Record<string, unknown> = {}): string =>
  format(message as Compiled, values);
