import { english } from '../i18n/say';

/** What the visitor fills in (SPEC section 3, "Quotation form state"). */
export interface QuotationFields {
  email: string;
  mobile: string;
  message: string;
}

export const EMPTY_FIELDS: QuotationFields = { email: '', mobile: '', message: '' };

/** The exact texts of SPEC section 8 (English; i18n/en.json holds them, with their translations beside). */
export const SUCCESS_MESSAGE = english('status.success');
export const FAILURE_MESSAGE = english('status.failure');

/**
 * The spec decides the colour by the text itself: red when it says Failed, green otherwise. A page
 * in another language colours its outcome by what the English text of that outcome says.
 */
export const isFailureMessage = (text: string): boolean => text.includes('Failed');

export const isBlank = (fields: QuotationFields): boolean =>
  fields.email === '' && fields.mobile === '' && fields.message === '';
