import {
  LENGTH_UNITS,
  MAX_ROOM_SIDE_M,
  MAX_WASTAGE_PERCENT,
  METRES_PER_FOOT,
  type LengthUnit,
} from '../data/calculator';

/** A field's text read as a number, or the sentence that tells the visitor what is wrong with it. */
export type Parsed = { ok: true; value: number } | { ok: false; error: string };

// Typed text, not `<input type="number">`: the browser hands that over as '' for anything it cannot
// read, so "abc" and an empty field would look the same and could not get their own messages.
// Plain decimals only: Number() would also take '1e3', '0x10' and 'Infinity'.
const DECIMAL = /^\+?(?:\d+(?:\.\d*)?|\.\d+)$/;
const NEGATIVE = /^-\s*(?:\d+(?:\.\d*)?|\.\d+)$/;

export const toMetres = (value: number, unit: LengthUnit): number => (unit === 'ft' ? value * METRES_PER_FOOT : value);

/** The largest side in the visitor's unit, for the message (328 ft is 100 m). */
const maxSide = (unit: LengthUnit): string =>
  unit === 'ft' ? `${Math.floor(MAX_ROOM_SIDE_M / METRES_PER_FOOT)} ft (${MAX_ROOM_SIDE_M} m)` : `${MAX_ROOM_SIDE_M} m`;

/** A side of the room as typed, in `unit`: a positive number up to 100 m, or why not. */
export function parseRoomSide(raw: string, unit: LengthUnit, side: 'length' | 'width'): Parsed {
  const text = raw.trim();
  if (text === '') return { ok: false, error: `Enter the room’s ${side}.` };
  if (NEGATIVE.test(text)) return { ok: false, error: `The ${side} cannot be negative.` };
  const example = LENGTH_UNITS.find((u) => u.value === unit)!.example;
  if (!DECIMAL.test(text)) return { ok: false, error: `Enter the ${side} as a number, for example ${example}.` };
  const value = Number(text);
  if (value === 0) return { ok: false, error: `The ${side} must be more than 0.` };
  if (toMetres(value, unit) > MAX_ROOM_SIDE_M) {
    return {
      ok: false,
      error: `The ${side} must be ${maxSide(unit)} or less. For a larger space, ask us for a quotation directly.`,
    };
  }
  return { ok: true, value };
}

/** The wastage allowance: a whole percentage from 0 to 50, or why not. */
export function parseWastage(raw: string): Parsed {
  // "10%" is what people write; the field is labelled in percent anyway.
  const text = raw.trim().replace(/\s*%$/, '');
  if (text === '') return { ok: false, error: 'Enter a wastage allowance (0 for none).' };
  if (NEGATIVE.test(text)) return { ok: false, error: 'The wastage allowance cannot be negative.' };
  if (!/^\+?\d+$/.test(text))
    return { ok: false, error: 'Enter the wastage as a whole number of percent, for example 10.' };
  const value = Number(text);
  if (value > MAX_WASTAGE_PERCENT)
    return { ok: false, error: `Keep the wastage allowance at ${MAX_WASTAGE_PERCENT}% or less.` };
  return { ok: true, value };
}
