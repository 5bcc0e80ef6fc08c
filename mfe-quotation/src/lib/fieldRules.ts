import { MAX_PREFILL_MESSAGE } from './prefill';
import type { QuotationFields } from './quotation';

export type Field = keyof QuotationFields;

/** The fields in the order the form shows them: the first with a problem gets the focus. */
export const FIELD_ORDER: readonly Field[] = ['email', 'mobile', 'message'];

/** Each field's `maxLength`, also checked on send (see fieldProblems). */
export const MAX_LENGTH: Readonly<Record<Field, number>> = {
  // The longest address SMTP can deliver to (RFC 5321's 256-character path, minus its brackets).
  email: 254,
  // Room for a country code, spaces and a second number ("077 123 4567 / 011 234 5678").
  mobile: 40,
  // A pre-filled request (at most MAX_PREFILL_MESSAGE) always leaves the visitor 1,000 characters.
  message: MAX_PREFILL_MESSAGE + 1000,
};

/** The share of a field's limit from which its count shows: only those near it need one. */
export const COUNT_FROM = 0.8;

export const showsCount = (length: number, max: number): boolean => length >= Math.ceil(max * COUNT_FROM);

/** What the count says, in words a screen reader reads well. */
export function countText(length: number, max: number): string {
  const left = max - length;
  if (left < 0) return `${-left} ${-left === 1 ? 'character' : 'characters'} too many (at most ${max})`;
  if (left === 0) return `No characters left (at most ${max})`;
  return `${left} ${left === 1 ? 'character' : 'characters'} left`;
}

export const BLANK_MOBILE = 'Please enter your mobile number: spaces alone are not a number.';
export const BLANK_MESSAGE = 'Please tell us what you need: the message cannot be only spaces.';
const LABEL: Record<Field, string> = { email: 'email', mobile: 'mobile number', message: 'message' };

export type FieldProblems = Partial<Record<Field, string>>;

/**
 * What the browser's own checks (required, type, maxLength) let through and must still stop a
 * send: fields of spaces only, which `required` accepts, and values over the limit, which
 * `maxLength` only stops while typing (a restored draft or a pre-fill is not typed).
 */
export function fieldProblems(fields: QuotationFields): FieldProblems {
  const problems: FieldProblems = {};
  for (const field of FIELD_ORDER) {
    const max = MAX_LENGTH[field];
    if (fields[field].length > max)
      problems[field] = `The ${LABEL[field]} is longer than ${max} characters: please shorten it.`;
  }
  if (!problems.mobile && fields.mobile.trim() === '') problems.mobile = BLANK_MOBILE;
  if (!problems.message && fields.message.trim() === '') problems.message = BLANK_MESSAGE;
  return problems;
}
