import { MAX_PREFILL_MESSAGE, MAX_PREFILL_PRODUCT, plainText, prefillMessage } from './prefill';

const search = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

it('starts with nothing when the URL carries nothing', () => {
  expect(prefillMessage('')).toBe('');
  expect(prefillMessage('?')).toBe('');
  expect(prefillMessage('?utm_source=newsletter')).toBe('');
  expect(prefillMessage(search({ message: '   \n\t ' }))).toBe('');
});

it('takes the message as written, line breaks included', () => {
  const message =
    'Quotation request from the panel calculator\nPanel: Maple Ceiling Sheet (2440 mm x 200 mm)\nPanels: 33';
  expect(prefillMessage(search({ product: 'Maple Ceiling Sheet', message }))).toBe(message);
});

it('phrases a request from the product alone', () => {
  expect(prefillMessage(search({ product: 'Walnut Ceiling Sheet' }))).toBe(
    'I would like a quotation for Walnut Ceiling Sheet.',
  );
  expect(prefillMessage('?product=Golden+Teak%20Ceiling+Sheet')).toBe(
    'I would like a quotation for Golden Teak Ceiling Sheet.',
  );
});

it('keeps markup as the characters it is: nothing here is ever rendered as HTML', () => {
  const message = '<img src=x onerror=alert(1)> <b>33</b> panels & "clips"';
  expect(prefillMessage(search({ message }))).toBe(message);
});

it.each<[string, string, string]>([
  ['NUL and other C0 controls', 'a\u0000b\u0007c\u001Bd', 'abcd'],
  ['DEL and C1 controls', 'a\u007Fb\u0085c\u009Fd', 'abcd'],
  ['bidirectional overrides and isolates', 'price \u202E0001\u202C \u2066x\u2069', 'price 0001 x'],
  ['the zero-width space, direction marks and the BOM', '\uFEFFzero\u200Bwidth\u200E\u200F', 'zerowidth'],
  ['the soft hyphen and the Arabic letter mark', 'Ma\u00ADple \u061Cpanel', 'Maple panel'],
  ['line and paragraph separators', 'one\u2028two\u2029three', 'onetwothree'],
  ['tag characters smuggling invisible text', 'ok\u{E0049}\u{E0067}\u{E006E}\u{E007F}', 'ok'],
  ['Windows and old Mac line breaks', 'one\r\ntwo\rthree', 'one\ntwo\nthree'],
  ['tabs', 'Panels:\t33', 'Panels: 33'],
  ['runs of blank lines and trailing spaces', '  one   \n\n\n\n\ntwo  \n', 'one\n\ntwo'],
])('strips %s from a message', (_, raw, expected) => {
  expect(plainText(raw, { multiline: true })).toBe(expected);
});

// "Sri Lanka" in Sinhala: ශ්‍රී is ශ + virama + zero-width joiner + ර + ී (the rakaransaya form).
const SRI_LANKA_SI = 'ශ්\u200Dරී ලංකා';

it('keeps Sinhala and Tamil as written, the zero-width joiner and non-joiner included', () => {
  expect(SRI_LANKA_SI).toBe('ශ්‍රී ලංකා');
  const message = `${SRI_LANKA_SI}: සිවිලිම් පැනල 33ක්\nஇலங்கை: கூரை பலகைகள் 33\nக்\u200Cஷ`;
  expect(prefillMessage(search({ message }))).toBe(message);
  expect(prefillMessage(search({ product: `${SRI_LANKA_SI} Maple` }))).toBe(
    `I would like a quotation for ${SRI_LANKA_SI} Maple.`,
  );
});

it('puts a product name on one line', () => {
  expect(plainText('  Maple\nCeiling\u0000 \t Sheet\u202E ', { multiline: false })).toBe('Maple Ceiling Sheet');
});

it('drops an over-long message rather than cutting it, and falls back to the product', () => {
  const long = 'x'.repeat(MAX_PREFILL_MESSAGE + 1);
  expect(prefillMessage(search({ message: long, product: 'Teak Ceiling Sheet' }))).toBe(
    'I would like a quotation for Teak Ceiling Sheet.',
  );
  expect(prefillMessage(search({ message: long }))).toBe('');
  expect(prefillMessage(search({ message: 'x'.repeat(MAX_PREFILL_MESSAGE) }))).toHaveLength(MAX_PREFILL_MESSAGE);
});

it('caps a pre-filled message and product in letters, as the form counts them', () => {
  // A Sinhala message of the cap in letters is twice as many UTF-16 code units, and still kept.
  const sinhala = 'කි'.repeat(MAX_PREFILL_MESSAGE);
  expect(prefillMessage(search({ message: sinhala }))).toBe(sinhala);
  expect(prefillMessage(search({ message: `${sinhala}කි` }))).toBe('');
  const product = 'මේ'.repeat(MAX_PREFILL_PRODUCT);
  expect(prefillMessage(search({ product }))).toContain(product);
  expect(prefillMessage(search({ product: `${product}x` }))).toBe('');
});

it('ignores an over-long product name', () => {
  expect(prefillMessage(search({ product: 'p'.repeat(MAX_PREFILL_PRODUCT + 1) }))).toBe('');
  expect(prefillMessage(search({ product: 'p'.repeat(MAX_PREFILL_PRODUCT) }))).toMatch(
    /^I would like a quotation for p+\.$/,
  );
});

it('survives malformed percent-encoding', () => {
  expect(prefillMessage('?message=100%25%20sure%E0%A4%A')).toMatch(/^100% sure/);
  expect(prefillMessage('?message=%')).toBe('%');
});
