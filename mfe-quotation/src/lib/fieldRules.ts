import { english, type Say } from '../i18n/say';
import { letterCount, overLetters } from './letters';
import { MAX_PREFILL_MESSAGE } from './prefill';
import type { QuotationFields } from './quotation';

export type Field = keyof QuotationFields;

/** The fields in the order the form shows them: the first with a problem gets the focus. */
export const FIELD_ORDER: readonly Field[] = ['email', 'mobile', 'message'];

/**
 * Each field's limit in letters (grapheme clusters, lib/letters.ts), counted alike by the count under
 * the field and on send (see fieldProblems). Not the controls' `maxLength`, which counts UTF-16 code
 * units and would stop a Sinhala or Tamil message well short of it.
 */
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

/** A field's length as the count and the limit read it: letters, not code units. */
export const fieldLength = (value: string): number => letterCount(value);

/**
 * What the count says, in words a screen reader reads well. The numbers go in as written today
 * (`n`, `max`); `left`/`over` only choose the plural form.
 */
export function countText(length: number, max: number, say: Say = english): string {
  const left = max - length;
  if (left < 0) return say('count.over', { over: -left, n: String(-left), max: String(max) });
  if (left === 0) return say('count.none', { max: String(max) });
  return say('count.left', { left, n: String(left) });
}

export const BLANK_MOBILE = english('problem.mobileBlank');
export const BLANK_MESSAGE = english('problem.messageBlank');
const TOO_LONG = {
  email: 'problem.emailTooLong',
  mobile: 'problem.mobileTooLong',
  message: 'problem.messageTooLong',
} as const;
const MISSING = {
  email: 'problem.emailMissing',
  mobile: 'problem.mobileMissing',
  message: 'problem.messageMissing',
} as const;

export type FieldProblems = Partial<Record<Field, string>>;

/**
 * What the browser's own checks (required, type) let through and must still stop a
 * send: fields of spaces only, which `required` accepts, and values over the limit in letters
 * (typed, pasted, a restored draft or a pre-fill alike: no control has a `maxLength`).
 */
export function fieldProblems(fields: QuotationFields, say: Say = english): FieldProblems {
  const problems: FieldProblems = {};
  for (const field of FIELD_ORDER) {
    const max = MAX_LENGTH[field];
    if (overLetters(fields[field], max)) problems[field] = say(TOO_LONG[field], { max: String(max) });
  }
  if (!problems.mobile && fields.mobile.trim() === '') problems.mobile = say('problem.mobileBlank');
  if (!problems.message && fields.message.trim() === '') problems.message = say('problem.messageBlank');
  return problems;
}

/**
 * What the browser's own check found (an `invalid` event), said in the page's language: the
 * browser's bubble speaks the browser's language, so a Sinhala or Tamil page gives its own words
 * (QuotationForm sets them as the bubble's text and under the field). '' when it is none of these.
 */
export function browserProblem(field: Field, validity: ValidityState, say: Say): string {
  if (validity.valueMissing) return say(MISSING[field]);
  if (validity.typeMismatch) return say('problem.emailFormat');
  return '';
}
