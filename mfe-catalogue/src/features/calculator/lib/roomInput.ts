import {
  LENGTH_UNITS,
  MAX_ROOM_SIDE_M,
  MAX_WASTAGE_PERCENT,
  METRES_PER_FOOT,
  type LengthUnit,
} from '../data/calculator';
import { formatNumber, type Values } from '@ecopanel/shared-ui';
import { englishSteps, type StepsT } from '../i18n/catalog';

/** A field's text read as a number, or the sentence that tells the visitor what is wrong with it. */
export type Parsed = { ok: true; value: number } | { ok: false; error: string };

// Typed text, not `<input type="number">`: the browser hands that over as '' for anything it cannot
// read, so "abc" and an empty field would look the same and could not get their own messages.
// Plain decimals only: Number() would also take '1e3', '0x10' and 'Infinity'.
const DECIMAL = /^\+?(?:\d+(?:\.\d*)?|\.\d+)$/;
const NEGATIVE = /^-\s*(?:\d+(?:\.\d*)?|\.\d+)$/;

export const toMetres = (value: number, unit: LengthUnit): number => (unit === 'ft' ? value * METRES_PER_FOOT : value);

/** The largest side in whole feet (328 ft is 100 m): a visitor working in feet is told feet, with the metres beside. */
export const MAX_ROOM_SIDE_FT = Math.floor(MAX_ROOM_SIDE_M / METRES_PER_FOOT);

/*
 * Each message is the calculator catalog's (`calc.error.*`), in the language of `t` (the page's;
 * English when none is given), one for each thing that can be wrong, and in the visitor's unit.
 */

/** A side of the room as typed, in `unit`: a positive number up to 100 m, or why not. */
export function parseRoomSide(
  raw: string,
  unit: LengthUnit,
  side: 'length' | 'width',
  t: StepsT = englishSteps,
): Parsed {
  const text = raw.trim();
  const fail = (id: Extract<Parameters<StepsT>[0], `calc.error.${string}`>, values: Values = {}): Parsed => ({
    ok: false,
    error: t(id, { side, ...values }),
  });
  if (text === '') return fail('calc.error.empty');
  if (NEGATIVE.test(text)) return fail('calc.error.negative');
  const example = LENGTH_UNITS.find((u) => u.value === unit)!.example;
  if (!DECIMAL.test(text))
    return fail('calc.error.notNumber', { example: formatNumber(Number(example), 2, 0, t.lang) });
  const value = Number(text);
  if (value === 0) return fail('calc.error.zero');
  if (toMetres(value, unit) > MAX_ROOM_SIDE_M) {
    return fail('calc.error.tooLarge', {
      unit,
      max: formatNumber(MAX_ROOM_SIDE_M, 2, 0, t.lang),
      maxFeet: formatNumber(MAX_ROOM_SIDE_FT, 2, 0, t.lang),
    });
  }
  return { ok: true, value };
}

/** The example the wastage message gives: the usual allowance. */
const WASTAGE_EXAMPLE = 10;

/** The wastage allowance: a whole percentage from 0 to 50, or why not. */
export function parseWastage(raw: string, t: StepsT = englishSteps): Parsed {
  // "10%" is what people write; the field is labelled in percent anyway.
  const text = raw.trim().replace(/\s*%$/, '');
  if (text === '') return { ok: false, error: t('calc.error.wastageEmpty') };
  if (NEGATIVE.test(text)) return { ok: false, error: t('calc.error.wastageNegative') };
  if (!/^\+?\d+$/.test(text))
    return { ok: false, error: t('calc.error.wastageNotWhole', { example: WASTAGE_EXAMPLE }) };
  const value = Number(text);
  if (value > MAX_WASTAGE_PERCENT)
    return { ok: false, error: t('calc.error.wastageTooLarge', { max: MAX_WASTAGE_PERCENT }) };
  return { ok: true, value };
}
