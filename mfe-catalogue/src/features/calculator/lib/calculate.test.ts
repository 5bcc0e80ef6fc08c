import { findProduct } from '../../../data/products';
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

it('computes the estimate, its cutting plan and reasoning, a one-line summary and the quotation link for good input', () => {
  const result = calculate(inputs({ length: '5', width: '4' }));
  if (!result.ok) throw new Error('expected an estimate');
  expect(result.estimate).toMatchObject({
    panelsBeforeWastage: 41,
    panels: 46,
    trimLengths: 8,
    clips: 216,
    weightKg: 72.5,
  });
  expect(result.room).toEqual({ length: 5, width: 4, unit: 'm' });
  expect(result.plan).toHaveLength(7);
  expect(result.plan).toContain(
    'The 20 pieces of 120 mm come from 1 panel (20 × 120 mm = 2400 mm, plus 2 mm a cut: nothing left over).',
  );
  expect(result.steps).toHaveLength(3);
  expect(result.summary).toBe('46 panels of Maple Ceiling Sheet, 8 edge trim lengths and 216 hanging clips.');
  const query = new URLSearchParams(result.quotationHref.split('?')[1]);
  expect(result.quotationHref.startsWith('/contact?')).toBe(true);
  expect(query.get('product')).toBe('Maple Ceiling Sheet');
  expect(query.get('message')).toContain('Panels: 46 (41 in the cutting plan, plus 10% wastage)');
  expect(query.get('message')).toContain(
    'Cutting plan: 20 rows of 2 whole panels + a 120 mm piece; the 20 pieces cut from 1 panel',
  );
});

it('reads the sides in feet when feet are chosen', () => {
  const result = calculate(inputs({ length: '12', width: '10', unit: 'ft' }));
  expect(result.ok && result.estimate).toMatchObject({ lengthMm: 3657.6, widthMm: 3048, areaSqft: 120, panels: 27 });
});

it('uses the chosen panel’s own length', () => {
  const result = calculate(inputs({ product: findProduct(12)! }));
  // 4 m rows of 3000 mm panels: 1 whole + 1000 mm, two pieces a panel.
  expect(result.ok && result.estimate).toMatchObject({
    wholePanelsPerRow: 1,
    pieceMm: 1000,
    panelsBeforeWastage: 23,
    trimLengths: 5,
  });
  expect(result.ok && result.summary).toMatch(/of White sand Ceiling Sheet/);
});

it.each<[string, Partial<CalculatorInputs>, Record<string, string>]>([
  [
    'nothing typed yet',
    { length: '', width: '' },
    { length: 'Enter the room’s length.', width: 'Enter the room’s width.' },
  ],
  ['a zero width', { width: '0' }, { width: 'The width must be more than 0.' }],
  ['a negative length', { length: '-4' }, { length: 'The length cannot be negative.' }],
  ['words', { length: 'four' }, { length: 'Enter the length as a number, for example 4.5.' }],
  [
    'an absurd size',
    { width: '150' },
    { width: 'The width must be 100 m or less. For a larger space, ask us for a quotation directly.' },
  ],
  [
    'an absurd size in feet',
    { unit: 'ft', length: '400' },
    { length: 'The length must be 328 ft (100 m) or less. For a larger space, ask us for a quotation directly.' },
  ],
  ['a bad wastage', { wastage: '60' }, { wastage: 'Keep the wastage allowance at 50% or less.' }],
  [
    'everything wrong',
    { length: 'x', width: '-1', wastage: '' },
    {
      length: 'Enter the length as a number, for example 4.5.',
      width: 'The width cannot be negative.',
      wastage: 'Enter a wastage allowance (0 for none).',
    },
  ],
])('computes nothing from bad input: %s', (_, overrides, errors) => {
  expect(calculate(inputs(overrides))).toEqual({ ok: false, errors });
});
