/** What the visitor fills in (SPEC section 3, "Quotation form state"). */
export interface QuotationFields {
  email: string;
  mobile: string;
  message: string;
}

export const EMPTY_FIELDS: QuotationFields = { email: '', mobile: '', message: '' };

/** The exact texts of SPEC section 8. */
export const SUCCESS_MESSAGE =
  'Your quotation request has been successfully submitted. You will receive the quotation via email shortly!';
export const FAILURE_MESSAGE = 'Failed to send message';

/** The spec decides the colour by the text itself: red when it says Failed, green otherwise. */
export const isFailureMessage = (text: string): boolean => text.includes('Failed');

export const isBlank = (fields: QuotationFields): boolean =>
  fields.email === '' && fields.mobile === '' && fields.message === '';
