import { english, type Say } from '../i18n/say';
import { overLetters } from './letters';

/**
 * Other pages start a quotation request through this page's URL, the only thing the remotes share:
 * `/contact?product=<name>&message=<text>` (the catalogue's product pages and panel calculator
 * write the whole message; `product` alone also works). Anyone can craft such a link, so both are
 * read as untrusted plain text: control and bidirectional-override characters removed, lengths
 * capped, and the result only ever becomes the message field's value (React sets it as text, so
 * markup in it stays visible characters). The visitor sees and can change all of it before sending.
 */
export const MAX_PREFILL_MESSAGE = 2000;
export const MAX_PREFILL_PRODUCT = 120;

// C0/C1 controls except line feed and tab (handled below), and the invisible characters that can
// reorder or hide text in the email the company receives: the soft hyphen, the Arabic letter mark,
// the zero-width space, left-to-right and right-to-left marks, line and paragraph separators, word
// joiners and isolates, the BOM, and the tag characters (U+E0000-E007F, invisible "ASCII" that can
// smuggle text). Not the zero-width joiner and non-joiner (U+200D, U+200C): Sinhala writes everyday
// letter forms with them (the rakaransaya of "ශ්‍රී"), so without them a customer's words change shape.
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- control characters are what this strips
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u00AD\u061C\u200B\u200E\u200F\u2028\u2029\u202A-\u202E\u2060-\u2069\uFEFF\u{E0000}-\u{E007F}]/gu;

/** `raw` as plain text: line breaks kept as \n (at most one blank line in a row) when multiline. */
export function plainText(raw: string, { multiline }: { multiline: boolean }): string {
  const text = raw.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(UNSAFE, '');
  if (!multiline) return text.replace(/\s+/g, ' ').trim();
  return text
    .split('\n')
    .map((line) => line.replace(/ +$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The message the form starts with for this query string, or '' when it carries nothing usable.
 * Text over a cap (in letters, as the form counts them) is dropped, not cut short: a cut-off
 * request could state the wrong quantities.
 */
export function prefillMessage(search: string, say: Say = english): string {
  const query = new URLSearchParams(search);
  const message = plainText(query.get('message') ?? '', { multiline: true });
  if (message && !overLetters(message, MAX_PREFILL_MESSAGE)) return message;
  const product = plainText(query.get('product') ?? '', { multiline: false });
  if (product && !overLetters(product, MAX_PREFILL_PRODUCT)) return say('prefill.product', { product });
  return '';
}
