/** How EmailJS reports the outcome of a send; the only parts of a response the site reads. */
export interface SendStatus {
  status: number;
  text: string;
}

export const NETWORK_ERROR: SendStatus = { status: 0, text: 'Network Error' };

const isSendStatus = (value: unknown): value is SendStatus =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SendStatus).status === 'number' &&
  typeof (value as SendStatus).text === 'string';

/**
 * EmailJS rejects with `{status, text}` when the service answers (403, 429, 451, ...), but with the
 * raw `TypeError('Failed to fetch')` when nothing answers; SPEC section 8 calls that status 0,
 * 'Network Error'. A chunk that fails to load is the same thing to the visitor.
 */
export function toSendStatus(error: unknown): SendStatus {
  return isSendStatus(error) ? { status: error.status, text: error.text } : NETWORK_ERROR;
}
