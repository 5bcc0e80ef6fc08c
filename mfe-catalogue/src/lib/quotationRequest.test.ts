import { findProduct } from '../data/products';
import { estimatePanels } from './panelEstimate';
import { calculatorEnquiry, productEnquiry, quotationHref } from './quotationRequest';

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
  expect(productEnquiry(whiteSand)).toBe('I would like a quotation for White sand Ceiling Sheet (3000 mm x 200 mm panels).');
});

it('writes the calculator’s result one fact a line, with every number the page shows', () => {
  const e = estimatePanels({ lengthM: 4, widthM: 3, panelLengthMm: 2440, panelWidthMm: 200, wastagePercent: 10 });
  expect(calculatorEnquiry(maple, { length: 4, width: 3, unit: 'm' }, e).split('\n')).toEqual([
    'Quotation request from the panel calculator',
    'Panel: Maple Ceiling Sheet (2440 mm x 200 mm)',
    'Room: 4 m long and 3 m wide, 12.00 m² (129.17 sqft)',
    'Panels: 33 (15 rows of 2 = 30, plus 10% wastage)',
    'Top-Corner edge trim: 6 lengths of 2440 mm',
    'Hanging clips: 130',
    'Panel weight: about 52.0 kg',
  ]);
});

it('keeps the room in the visitor’s unit and says when there is no wastage allowance', () => {
  const e = estimatePanels({ lengthM: 20 * 0.3048, widthM: 9 * 0.3048, panelLengthMm: 3000, panelWidthMm: 200, wastagePercent: 0 });
  const text = calculatorEnquiry(whiteSand, { length: 20, width: 9, unit: 'ft' }, e);
  expect(text).toContain('Room: 20 ft long and 9 ft wide, 16.72 m² (180.00 sqft)');
  expect(text).toContain('Panels: 42 (14 rows of 3 = 42, no wastage allowance)');
  expect(text).toContain('Top-Corner edge trim: 6 lengths of 3000 mm');
});

it('stays far below the quotation page’s 2000-character cap, even for the largest room', () => {
  const e = estimatePanels({ lengthM: 100, widthM: 100, panelLengthMm: 3000, panelWidthMm: 200, wastagePercent: 50 });
  const text = calculatorEnquiry(whiteSand, { length: 328, width: 328, unit: 'ft' }, e);
  expect(text.length).toBeLessThan(500);
  expect(quotationHref(whiteSand.title, text).length).toBeLessThan(2000);
});
