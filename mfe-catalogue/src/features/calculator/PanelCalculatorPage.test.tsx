import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { catalogIn, LangProvider } from '@ecopanel/shared-ui';
import { PanelCalculatorPage } from './PanelCalculatorPage';
import { PRODUCTS } from '../../data/products';
import { catalog } from '../../i18n/catalog';
import { calculatorCatalog } from './i18n/catalog';

// The catalogue's Sinhala and Tamil words, loaded as its part loads them on such a page, and the
// calculator's steps (the page suspends until they are there).
beforeAll(() =>
  Promise.all(
    (['si', 'ta'] as const).flatMap((lang) => [catalogIn(catalog, lang), catalogIn(calculatorCatalog, lang)]),
  ),
);

function ContactStandIn() {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  return (
    <>
      <h1>Quotation stand-in at {pathname}</h1>
      <pre data-testid="product">{query.get('product')}</pre>
      <pre data-testid="message">{query.get('message')}</pre>
    </>
  );
}

const at = (path = '/products/calculator') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/products/calculator" element={<PanelCalculatorPage />} />
        <Route path="/contact" element={<ContactStandIn />} />
      </Routes>
    </MemoryRouter>,
  );

const length = () => screen.getByRole('textbox', { name: /^Room length/ });
const width = () => screen.getByRole('textbox', { name: /^Room width/ });
const wastage = () => screen.getByRole('textbox', { name: 'Wastage allowance (%)' });
const panel = () => screen.getByRole('combobox', { name: 'Panel' }) as HTMLSelectElement;
const status = () => screen.getByRole('status');
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

async function room(user: ReturnType<typeof userEvent.setup>, l: string, w: string) {
  await user.clear(length());
  if (l) await user.type(length(), l);
  await user.clear(width());
  if (w) await user.type(width(), w);
}

it('is titled, described and canonical like the other catalogue pages', () => {
  at();
  expect(screen.getByRole('heading', { level: 1, name: 'Panel calculator' })).toBeInTheDocument();
  expect(document.title).toBe('EcoPanel | Panel calculator');
  expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'http://localhost:3000/products/calculator',
  );
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
    /how many UPVC ceiling panels/,
  );
  expect(screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`)).toEqual([
    'H1 Panel calculator',
    'H2 Your room',
    'H2 Your estimate',
    'H2 What the estimate assumes',
  ]);
});

it('starts with labelled, empty sizes in metres, Maple, 10% wastage, no errors and nothing computed', () => {
  at();
  expect(screen.getByRole('form', { name: 'Your room' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Metres' })).toBeChecked();
  expect(length()).toHaveValue('');
  expect(length()).toHaveAttribute('inputmode', 'decimal');
  expect(length()).toHaveAccessibleDescription('The side the panels run along.');
  expect(width()).toHaveAccessibleDescription('The side the rows are laid across.');
  expect(panel().value).toBe('1');
  expect(
    within(panel())
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toContain('White sand Ceiling Sheet (3000 mm)');
  expect(within(panel()).getAllByRole('option')).toHaveLength(PRODUCTS.length);
  expect(wastage()).toHaveValue('10');
  expect(status()).toHaveTextContent('Enter the room’s length and width to see what it takes.');
  expect(document.querySelector('[aria-invalid]')).toBeNull();
  expect(screen.queryByRole('link', { name: 'Request a quotation for this' })).not.toBeInTheDocument();
  const assumptions = screen.getByRole('region', { name: 'What the estimate assumes' });
  expect(
    within(assumptions)
      .getAllByRole('listitem')
      .map((li) => li.textContent)
      .join(' '),
  ).toMatch(
    /run along the room’s length.*first fit.*loses 2 mm.*shorter than 100 mm are thrown away.*never fewer panels than the ceiling’s area.*300 g per sqft.*Top-Corner edge trim.*one per sqft/s,
  );
});

it('works out a 5 x 4 m room as it is typed, with the figures, the cutting plan and a summary in the live region', async () => {
  const user = userEvent.setup();
  at();
  await room(user, '5', '4');
  expect(status()).toHaveTextContent('46 panels of Maple Ceiling Sheet, 8 edge trim lengths and 216 hanging clips.');
  expect(figure('Ceiling area')).toBe('20.00 m² (215.28 sqft)');
  expect(figure('Panels to order')).toBe('46');
  expect(figure('Panels in the cutting plan')).toBe('41');
  expect(figure('Total panel weight')).toBe('72.5 kg');
  expect(figure('Top-Corner edge trim')).toBe('8 × 2440 mm');
  expect(figure('Hanging clips')).toBe('216');
  const plan = within(screen.getByRole('list', { name: 'Cutting plan' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
  expect(plan).toEqual([
    'The room is 5 m long and 4 m wide: 20.00 m² (215.28 sqft) of ceiling.',
    'Rows: the 4000 mm width ÷ 200 mm per panel = 20 rows.',
    'Each row is 5000 mm long: 2 whole 2440 mm panels (4880 mm) + a 120 mm piece.',
    '20 rows: 2 whole panels + a 120 mm piece each = 40 whole panels and 20 pieces.',
    'The 20 pieces of 120 mm come from 1 panel (20 × 120 mm = 2400 mm, plus 2 mm a cut: nothing left over).',
    '40 whole panels + 1 for the pieces = 41 panels before wastage. Check: the ceiling’s 20.00 m² ÷ 0.488 m² a panel = 40.98, so at least 41.',
    '41 panels + 10% wastage = 45.1, rounded up to 46 panels to order.',
  ]);
  expect(screen.getByRole('heading', { level: 3, name: 'Cutting plan' })).toBeInTheDocument();
  const rest = within(screen.getByRole('list', { name: 'Weight, trim and clips' })).getAllByRole('listitem');
  expect(rest.map((li) => li.textContent)).toContain(
    'Hanging clips: 215.28 sqft at one per sqft, rounded up: 216 clips.',
  );

  // Updated on every keystroke: 4.5 m wide is 22.5 -> 23 rows; 23 pieces of 120 mm take 2 panels
  // (20 from the first); 46 + 2 = 48, x 1.1 = 52.8 -> 53.
  await user.type(width(), '.5');
  expect(figure('Panels in the cutting plan')).toBe('48');
  expect(figure('Panels to order')).toBe('53');
  expect(status()).toHaveTextContent('53 panels of Maple Ceiling Sheet');
});

it('writes the figures of a Tamil page in groups of three digits, as the English page does (not in lakhs)', async () => {
  const user = userEvent.setup();
  render(
    <LangProvider value="ta">
      <MemoryRouter initialEntries={['/products/calculator']}>
        <PanelCalculatorPage />
      </MemoryRouter>
    </LangProvider>,
  );
  // The Tamil page's own labels (src/i18n/ta.json).
  await user.type(screen.getByRole('textbox', { name: /^அறையின் நீளம்/ }), '100');
  await user.type(screen.getByRole('textbox', { name: /^அறையின் அகலம்/ }), '100');
  expect(figure('சீலிங் பரப்பளவு')).toBe('10,000.00 m² (107,639.00 sqft)');
  expect(figure('தொங்கு கிளிப்புகள்')).toMatch(/^\d{1,3},\d{3}$/);
});

it('counts in feet when feet are chosen, keeping the numbers typed', async () => {
  const user = userEvent.setup();
  at();
  await room(user, '12', '10');
  // 12 x 10 m first: 50 rows of 4 whole + 2240 mm, each piece from its own panel (198 mm left,
  // too short for another): 200 + 50 = 250, x 1.1 = 275.
  expect(figure('Panels to order')).toBe('275');
  await user.click(screen.getByRole('radio', { name: 'Feet' }));
  expect(length()).toHaveAccessibleName('Room length (ft)');
  expect(length()).toHaveValue('12');
  expect(length()).toHaveAccessibleDescription(/12 ft 6 in is 12\.5/);
  expect(figure('Ceiling area')).toBe('11.15 m² (120.00 sqft)');
  // 16 rows of 1 whole + 1217.6 mm, two pieces a panel: 16 + 8 = 24, x 1.1 = 26.4 -> 27.
  expect(figure('Panels in the cutting plan')).toBe('24');
  expect(figure('Panels to order')).toBe('27');
});

it('opens with the product named in the URL and recounts for another panel', async () => {
  const user = userEvent.setup();
  at('/products/calculator?product=12');
  expect(panel().value).toBe('12');
  await room(user, '4', '3');
  expect(figure('Top-Corner edge trim')).toBe('5 × 3000 mm');
  await user.selectOptions(panel(), '3');
  expect(status()).toHaveTextContent('33 panels of Golden Teak Ceiling Sheet');
  expect(figure('Top-Corner edge trim')).toBe('6 × 2440 mm');
});

it.each(['/products/calculator?product=99', '/products/calculator?product=abc'])(
  'falls back to the first panel for %s',
  (path) => {
    at(path);
    expect(panel().value).toBe('1');
  },
);

it.each<[string, string, string]>([
  ['an empty', '', 'Enter the room’s length.'],
  ['a zero', '0', 'The length must be more than 0.'],
  ['a negative', '-2', 'The length cannot be negative.'],
  ['a non-numeric', 'four', 'Enter the length as a number, for example 4.5.'],
  ['an absurd', '250', 'The length must be 100 m or less. For a larger space, ask us for a quotation directly.'],
])('%s length gets its message, tied to the field, and nothing is computed', async (_, typed, message) => {
  const user = userEvent.setup();
  at();
  await room(user, '4', '3');
  expect(screen.getByRole('link', { name: 'Request a quotation for this' })).toBeInTheDocument();
  await user.clear(length());
  if (typed) await user.type(length(), typed);
  expect(length()).toHaveAttribute('aria-invalid', 'true');
  expect(length()).toHaveAccessibleDescription(`The side the panels run along. ${message}`);
  expect(width()).not.toHaveAttribute('aria-invalid');
  expect(status()).toHaveTextContent('Correct the highlighted entries to see the estimate.');
  expect(screen.queryByText('Panels to order')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Request a quotation for this' })).not.toBeInTheDocument();
});

it('says a field is empty once the visitor has left it, not before', async () => {
  const user = userEvent.setup();
  at();
  expect(length()).not.toHaveAttribute('aria-invalid');
  await user.click(length());
  await user.tab();
  expect(length()).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Enter the room’s length.')).toBeInTheDocument();
  expect(width()).not.toHaveAttribute('aria-invalid');
});

it('applies the wastage allowance and checks it', async () => {
  const user = userEvent.setup();
  at();
  await room(user, '4', '3');
  await user.clear(wastage());
  await user.type(wastage(), '0');
  expect(figure('Panels to order')).toBe('30');
  await user.clear(wastage());
  await user.type(wastage(), '60');
  expect(wastage()).toHaveAttribute('aria-invalid', 'true');
  expect(wastage()).toHaveAccessibleDescription(/Keep the wastage allowance at 50% or less\./);
  expect(screen.queryByText('Panels to order')).not.toBeInTheDocument();
  await user.clear(wastage());
  await user.type(wastage(), '15');
  expect(figure('Panels to order')).toBe('35');
});

it('hands the estimate to /contact in the URL: the product and a plain-text message with the numbers and the cutting plan', async () => {
  const user = userEvent.setup();
  at();
  await room(user, '5', '4');
  await user.click(screen.getByRole('link', { name: 'Request a quotation for this' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Quotation stand-in at /contact' })).toBeInTheDocument();
  expect(screen.getByTestId('product')).toHaveTextContent('Maple Ceiling Sheet');
  expect(screen.getByTestId('message').textContent!.split('\n')).toEqual([
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

describe('over the server’s HTML', () => {
  const page = (
    <MemoryRouter initialEntries={['/products/calculator?product=3']}>
      <PanelCalculatorPage />
    </MemoryRouter>
  );
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps the room a visitor typed before the page’s script took over, and estimates it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    for (const [field, value] of [
      [length(), '5'],
      [width(), '4'],
      [wastage(), '15'],
    ] as const)
      (field as HTMLInputElement).value = value;
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect([length(), width(), wastage()].map((field) => (field as HTMLInputElement).value)).toEqual(['5', '4', '15']);
    expect(status()).toHaveTextContent('48 panels of Golden Teak Ceiling Sheet');
    // And typing on after hydration goes on from there.
    await userEvent.setup().type(width(), '.5');
    expect((width() as HTMLInputElement).value).toBe('4.5');
  });
});
