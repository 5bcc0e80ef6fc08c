// The page and its estimate: titled and described, its starting state, a room worked out as it is
// typed (in metres, feet, Tamil figures), and the panel chosen by the URL or by hand.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { LangProvider } from '@ecopanel/shared-ui';
import { PanelCalculatorPage } from './PanelCalculatorPage';
import { PRODUCTS } from '../../data/products';
import {
  at,
  figure,
  length,
  panel,
  room,
  setUpCalculatorText,
  status,
  wastage,
  width,
} from '../../test/panelCalculatorPage';

setUpCalculatorText();

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
