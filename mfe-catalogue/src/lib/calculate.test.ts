import { findProduct } from '../data/products';
import { calculate, type CalculatorInputs } from './calculate';

const maple = findProduct(1)!;
const inputs = (overrides: Partial<CalculatorInputs> = {}): CalculatorInputs => ({
  length: '4',
  width: '3',
  unit: 'm',
  wastage: '10',
  product: maple,
  ...overrides,
});

it('computes the estimate, its reasoning, a one-line summary and the quotation link for good input', () => {
  const result = calculate(inputs());
  if (!result.ok) throw new Error('expected an estimate');
  expect(result.estimate).toMatchObject({ panels: 33, trimLengths: 6, clips: 130, weightKg: 52 });
  expect(result.room).toEqual({ length: 4, width: 3, unit: 'm' });
  expect(result.steps).toHaveLength(8);
  expect(result.summary).toBe('33 panels of Maple Ceiling Sheet, 6 edge trim lengths and 130 hanging clips.');
  const query = new URLSearchParams(result.quotationHref.split('?')[1]);
  expect(result.quotationHref.startsWith('/contact?')).toBe(true);
  expect(query.get('product')).toBe('Maple Ceiling Sheet');
  expect(query.get('message')).toContain('Panels: 33 (15 rows of 2 = 30, plus 10% wastage)');
});

it('reads the sides in feet when feet are chosen', () => {
  const result = calculate(inputs({ length: '12', width: '10', unit: 'ft' }));
  expect(result.ok && result.estimate).toMatchObject({ lengthMm: 3657.6, widthMm: 3048, areaSqft: 120, panels: 36 });
});

it('uses the chosen panel’s own length', () => {
  const result = calculate(inputs({ product: findProduct(12)! }));
  expect(result.ok && result.estimate).toMatchObject({ offcutPerRowMm: 2000, trimLengths: 5 });
  expect(result.ok && result.summary).toMatch(/of White sand Ceiling Sheet/);
});

it.each<[string, Partial<CalculatorInputs>, Record<string, string>]>([
  ['nothing typed yet', { length: '', width: '' }, { length: 'Enter the room’s length.', width: 'Enter the room’s width.' }],
  ['a zero width', { width: '0' }, { width: 'The width must be more than 0.' }],
  ['a negative length', { length: '-4' }, { length: 'The length cannot be negative.' }],
  ['words', { length: 'four' }, { length: 'Enter the length as a number, for example 4.5.' }],
  ['an absurd size', { width: '150' }, { width: 'The width must be 100 m or less. For a larger space, ask us for a quotation directly.' }],
  ['an absurd size in feet', { unit: 'ft', length: '400' }, { length: 'The length must be 328 ft (100 m) or less. For a larger space, ask us for a quotation directly.' }],
  ['a bad wastage', { wastage: '60' }, { wastage: 'Keep the wastage allowance at 50% or less.' }],
  ['everything wrong', { length: 'x', width: '-1', wastage: '' }, {
    length: 'Enter the length as a number, for example 4.5.',
    width: 'The width cannot be negative.',
    wastage: 'Enter a wastage allowance (0 for none).',
  }],
])('computes nothing from bad input: %s', (_, overrides, errors) => {
  expect(calculate(inputs(overrides))).toEqual({ ok: false, errors });
});
