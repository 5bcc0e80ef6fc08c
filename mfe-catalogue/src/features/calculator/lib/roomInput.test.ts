import { parseRoomSide, parseWastage, toMetres } from './roomInput';

it.each<[string, 'm' | 'ft', number]>([
  ['4', 'm', 4],
  ['4.5', 'm', 4.5],
  [' 3.25 ', 'm', 3.25],
  ['.5', 'm', 0.5],
  ['4.', 'm', 4],
  ['+2', 'm', 2],
  ['100', 'm', 100],
  ['12.5', 'ft', 12.5],
  ['328', 'ft', 328],
])('reads %p %s as %p', (raw, unit, value) => {
  expect(parseRoomSide(raw, unit, 'length')).toEqual({ ok: true, value });
});

it.each<[string, string, 'm' | 'ft', 'length' | 'width', string]>([
  ['empty', '', 'm', 'length', 'Enter the room’s length.'],
  ['blank', '   ', 'ft', 'width', 'Enter the room’s width.'],
  ['zero', '0', 'm', 'width', 'The width must be more than 0.'],
  ['zero with decimals', '0.000', 'ft', 'length', 'The length must be more than 0.'],
  ['negative', '-3', 'm', 'length', 'The length cannot be negative.'],
  ['negative decimal', '-0.5', 'ft', 'width', 'The width cannot be negative.'],
  ['letters', 'abc', 'm', 'length', 'Enter the length as a number, for example 4.5.'],
  ['letters in feet', 'twelve', 'ft', 'length', 'Enter the length as a number, for example 14.5.'],
  ['a unit typed in', '4m', 'm', 'width', 'Enter the width as a number, for example 4.5.'],
  ['feet and inches', '12\'6"', 'ft', 'length', 'Enter the length as a number, for example 14.5.'],
  ['a decimal comma', '4,5', 'm', 'length', 'Enter the length as a number, for example 4.5.'],
  ['exponent', '1e3', 'm', 'length', 'Enter the length as a number, for example 4.5.'],
  ['hex', '0x10', 'm', 'length', 'Enter the length as a number, for example 4.5.'],
  ['Infinity', 'Infinity', 'm', 'length', 'Enter the length as a number, for example 4.5.'],
  ['a lone minus', '-', 'm', 'length', 'Enter the length as a number, for example 4.5.'],
  ['a lone point', '.', 'm', 'length', 'Enter the length as a number, for example 4.5.'],
  ['two points', '4.5.1', 'm', 'width', 'Enter the width as a number, for example 4.5.'],
  [
    'absurd: over 100 m',
    '100.01',
    'm',
    'length',
    'The length must be 100 m or less. For a larger space, ask us for a quotation directly.',
  ],
  [
    'absurd: huge',
    '99999999999999999999',
    'm',
    'width',
    'The width must be 100 m or less. For a larger space, ask us for a quotation directly.',
  ],
  [
    'absurd: over 100 m in feet',
    '328.1',
    'ft',
    'length',
    'The length must be 328 ft (100 m) or less. For a larger space, ask us for a quotation directly.',
  ],
])('rejects %s: %p', (_, raw, unit, side, error) => {
  expect(parseRoomSide(raw, unit, side)).toEqual({ ok: false, error });
});

it('converts feet to metres at 0.3048 m a foot', () => {
  expect(toMetres(10, 'ft')).toBeCloseTo(3.048, 12);
  expect(toMetres(4, 'm')).toBe(4);
});

it.each<[string, number]>([
  ['10', 10],
  ['0', 0],
  [' 15 ', 15],
  ['12%', 12],
  ['50 %', 50],
])('reads wastage %p as %p', (raw, value) => {
  expect(parseWastage(raw)).toEqual({ ok: true, value });
});

it.each<[string, string]>([
  ['', 'Enter a wastage allowance (0 for none).'],
  ['-5', 'The wastage allowance cannot be negative.'],
  ['ten', 'Enter the wastage as a whole number of percent, for example 10.'],
  ['7.5', 'Enter the wastage as a whole number of percent, for example 10.'],
  ['51', 'Keep the wastage allowance at 50% or less.'],
  ['1000', 'Keep the wastage allowance at 50% or less.'],
])('rejects wastage %p', (raw, error) => {
  expect(parseWastage(raw)).toEqual({ ok: false, error });
});
