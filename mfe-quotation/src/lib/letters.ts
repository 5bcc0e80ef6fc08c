/**
 * How long a text is as its reader sees it (issue 43 point 4): in letters, the user-perceived
 * characters Unicode calls grapheme clusters (`Intl.Segmenter`), not the UTF-16 code units of
 * `String.length` or an input's `maxLength`. A Sinhala or Tamil letter with its vowel sign is one
 * letter but two code units or more ("කි" and "கி" are 2, "ශ්‍රී ලංකාව" is 6 letters of 11 units;
 * about 1.6 units a letter in the site's Sinhala), an emoji up to 11: counted in units, the form
 * would stop a Sinhala message at about 1,900 of the 3,000 letters it promises.
 *
 * The count, the limit on send and the pre-filled message's cap all use this one function, so the
 * form never says "12 left" and then refuses the text. A browser without `Intl.Segmenter` (Firefox
 * before 125) counts code points, which never counts a letter as less than one.
 */
const segmenter: { segment(text: string): Iterable<unknown> } | undefined =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : undefined;

export function letterCount(text: string): number {
  // Plain ASCII (an email address, a phone number) is one letter a unit, without segmenting.
  // eslint-disable-next-line no-control-regex -- the whole ASCII range, controls included
  if (/^[\u0000-\u007f]*$/.test(text) && !text.includes('\r\n')) return text.length;
  if (!segmenter) return Array.from(text).length;
  let count = 0;
  for (const segment of segmenter.segment(text)) {
    void segment;
    count += 1;
  }
  return count;
}

/**
 * A backstop beside the letter limit: one grapheme cluster can be any number of code units (a
 * letter under a thousand combining marks is one "letter"), so a text over this many UTF-16 units
 * a letter of its limit is too long whatever its letter count. No Sinhala or Tamil letter, and no
 * emoji but the longest families, come near it.
 */
export const MAX_UNITS_PER_LETTER = 8;

/** Whether `text` is longer than `max` letters (or past the backstop in code units). */
export const overLetters = (text: string, max: number): boolean =>
  text.length > max * MAX_UNITS_PER_LETTER || letterCount(text) > max;
