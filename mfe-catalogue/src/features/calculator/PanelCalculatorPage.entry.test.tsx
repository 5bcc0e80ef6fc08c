// What the visitor enters and where it goes: each bad length's message, an empty field once left, the
// wastage allowance, the estimate handed to /contact, and a room typed before the page hydrated.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { PanelCalculatorPage } from './PanelCalculatorPage';
import { at, figure, length, room, setUpCalculatorText, status, wastage, width } from '../../test/panelCalculatorPage';

setUpCalculatorText();

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
