import { findProduct } from '../../../data/products';
import { estimatePanels } from './panelEstimate';
import { productEnquiry, quotationHref } from './quotationHref';
import { calculatorEnquiry } from './quotationRequest';

const maple = findProduct(1)!;
const whiteSand = findProduct(12)!;
const query = (href: string) => new URLSearchParams(href.slice(href.indexOf('?')));

it('hands over through /contact?product=...&message=..., both read back exactly', () => {
  const message = 'Line one & two\nRoom: 4 m x 3 m = 12.00 m²; 10% wastage <b>not markup</b>';
  const href = quotationHref('Maple Ceiling Sheet', message);
  expect(href.startsWith('/contact?')).toBe(true);
  expect(href).not.toMatch(/[\s<>]/);
  expect(query(href).get('product')).toBe('Maple Ceiling Sheet');
  expect(query(href).get('message')).toBe(message);
});

it('names the product and its size for a product page’s request', () => {
  expect(productEnquiry(maple)).toBe('I would like a quotation for Maple Ceiling Sheet (2440 mm x 200 mm panels).');
  expect(productEnquiry(whiteSand)).toBe(
    'I would like a quotation for White sand Ceiling Sheet (3000 mm x 200 mm panels).',
  );
});

it('writes the calculator’s result one fact a line, with every number the page shows and the cutting plan', () => {
  const e = estimatePanels({ lengthM: 5, widthM: 4, panelLengthMm: 2440, panelWidthMm: 200, wastagePercent: 10 });
  expect(calculatorEnquiry(maple, { length: 5, width: 4, unit: 'm' }, e).split('\n')).toEqual([
    'Quotation request from the panel calculator',
    'Panel: Maple Ceiling Sheet (2440 mm x 200 mm)',
    'Room: 5 m long and 4 m wide, 20.00 m² (215.28 sqft)',
    'Panels: 46 (41 in the cutting plan, plus 10% wastage)',
    'Cutting plan: 20 rows of 2 whole panels + a 120 mm piece; the 20 pieces cut from 1 panel, allowing 2 mm a saw cut',
    'Top-Corner edge trim: 8 lengths of 2440 mm',
    'Hanging clips: 216',
    'Panel weight: about 72.5 kg',
  ]);
});

it('keeps the room in the visitor’s unit and says when there is no wastage allowance', () => {
  const e = estimatePanels({
    lengthM: 20 * 0.3048,
    widthM: 9 * 0.3048,
    panelLengthMm: 3000,
    panelWidthMm: 200,
    wastagePercent: 0,
  });
  const text = calculatorEnquiry(whiteSand, { length: 20, width: 9, unit: 'ft' }, e);
  expect(text).toContain('Room: 20 ft long and 9 ft wide, 16.72 m² (180.00 sqft)');
  expect(text).toContain('Panels: 29 (29 in the cutting plan, no wastage allowance)');
  expect(text).toContain('Cutting plan: 14 rows of 2 whole panels + a 96 mm piece; the 14 pieces cut from 1 panel');
  expect(text).toContain('Top-Corner edge trim: 6 lengths of 3000 mm');
});

it('stays far below the quotation page’s 2000-character cap, even for the largest room', () => {
  const e = estimatePanels({ lengthM: 100, widthM: 100, panelLengthMm: 3000, panelWidthMm: 200, wastagePercent: 50 });
  const text = calculatorEnquiry(whiteSand, { length: 328, width: 328, unit: 'ft' }, e);
  expect(text.length).toBeLessThan(500);
  expect(quotationHref(whiteSand.title, text).length).toBeLessThan(2000);
});
