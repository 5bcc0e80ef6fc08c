import { catalogIn } from '@ecopanel/shared-ui';
import { calculatorCatalog, type StepsT } from '../i18n/catalog';
import { MAX_ROOM_SIDE_FT, parseRoomSide, parseWastage, toMetres } from './roomInput';

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

it('tells a visitor working in feet the largest side in feet: 328 ft, with the metres beside it', () => {
  expect(MAX_ROOM_SIDE_FT).toBe(328);
  expect(parseRoomSide('328', 'ft', 'width')).toEqual({ ok: true, value: 328 });
  const error = (parseRoomSide('329', 'ft', 'width') as { error: string }).error;
  expect(error).toContain('328 ft (100 m)');
  expect(error).not.toMatch(/must be 100 m/);
});

describe('in Sinhala and Tamil: a message for each case, in the visitor’s unit', () => {
  const translators: Partial<Record<'si' | 'ta', StepsT>> = {};
  beforeAll(async () => {
    for (const lang of ['si', 'ta'] as const) {
      const ready = await catalogIn(calculatorCatalog, lang);
      translators[lang] = Object.assign((id: string, values?: Record<string, unknown>) => ready.text(id, values), {
        lang,
      }) as StepsT;
    }
  });
  const side = (lang: 'si' | 'ta', raw: string, unit: 'm' | 'ft', which: 'length' | 'width') =>
    (parseRoomSide(raw, unit, which, translators[lang]) as { error: string }).error;
  const wastage = (lang: 'si' | 'ta', raw: string) => (parseWastage(raw, translators[lang]) as { error: string }).error;

  it.each<['si' | 'ta', string, 'm' | 'ft', 'length' | 'width', string]>([
    ['si', '', 'm', 'length', 'කාමරයේ දිග ඇතුළත් කරන්න.'],
    ['si', '-3', 'm', 'width', 'පළල සෘණ අගයක් විය නොහැක.'],
    ['si', 'abc', 'ft', 'length', 'දිග අංකයක් ලෙස ඇතුළත් කරන්න, උදාහරණයක් ලෙස 14.5.'],
    ['si', '0', 'm', 'width', 'පළල 0 ට වඩා වැඩි විය යුතුය.'],
    ['si', '101', 'm', 'length', 'දිග මීටර් 100 හෝ ඊට අඩු විය යුතුය.'],
    ['si', '400', 'ft', 'width', 'පළල අඩි 328 (මීටර් 100) හෝ ඊට අඩු විය යුතුය.'],
    ['ta', '', 'ft', 'width', 'அறையின் அகலத்தை உள்ளிடவும்.'],
    ['ta', '-1', 'm', 'length', 'நீளம் எதிர்மறையாக இருக்க முடியாது.'],
    ['ta', '4,5', 'm', 'length', 'நீளத்தை ஓர் எண்ணாக உள்ளிடவும், உதாரணமாக 4.5.'],
    ['ta', '0', 'ft', 'length', 'நீளம் 0-ஐ விட அதிகமாக இருக்க வேண்டும்.'],
    ['ta', '150', 'm', 'width', 'அகலம் 100 மீட்டர் அல்லது அதற்குக் குறைவாக இருக்க வேண்டும்.'],
    ['ta', '329', 'ft', 'length', 'நீளம் 328 அடி (100 மீட்டர்) அல்லது அதற்குக் குறைவாக இருக்க வேண்டும்.'],
  ])('%s: %p %s (%s)', (lang, raw, unit, which, start) => {
    expect(side(lang, raw, unit, which).startsWith(start)).toBe(true);
  });

  it('gives each of the five cases its own sentence, none of them English, and never metres to feet alone', () => {
    for (const lang of ['si', 'ta'] as const) {
      const cases = ['', '-2', 'x', '0', '500'].map((raw) => side(lang, raw, 'ft', 'length'));
      expect(new Set(cases).size).toBe(5);
      for (const text of cases) expect(text).not.toMatch(/[A-Za-z]{2,}/);
      expect(cases[4]).toMatch(/328/);
      expect(cases[4]).not.toMatch(/\b100 m\b/);
    }
  });

  it.each<['si' | 'ta', string, string]>([
    ['si', '', 'අපතේ යාම සඳහා අමතර ප්\u200dරමාණයක් ඇතුළත් කරන්න (අවශ්\u200dය නැත්නම් 0).'],
    ['si', '-5', 'අමතර ප්\u200dරමාණය සෘණ අගයක් විය නොහැක.'],
    ['si', '7.5', 'අමතර ප්\u200dරමාණය ප්\u200dරතිශතයක් ලෙස පූර්ණ සංඛ්\u200dයාවකින් ඇතුළත් කරන්න, උදාහරණයක් ලෙස 10.'],
    ['si', '60', 'අමතර ප්\u200dරමාණය 50% හෝ ඊට අඩුවෙන් තබන්න.'],
    ['ta', '', 'வீணாதலுக்கான கூடுதல் அளவை உள்ளிடவும் (தேவையில்லை என்றால் 0).'],
    ['ta', '-5', 'கூடுதல் அளவு எதிர்மறையாக இருக்க முடியாது.'],
    ['ta', 'ten', 'கூடுதல் அளவைச் சதவீதத்தில் ஒரு முழு எண்ணாக உள்ளிடவும், உதாரணமாக 10.'],
    ['ta', '51', 'கூடுதல் அளவை 50% அல்லது அதற்குக் குறைவாக வைத்திருங்கள்.'],
  ])('%s: wastage %p', (lang, raw, error) => {
    expect(wastage(lang, raw)).toBe(error);
  });
});
