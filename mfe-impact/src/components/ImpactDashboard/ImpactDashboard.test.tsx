import { render, screen, within } from '@testing-library/react';
import { ImpactDashboard } from './ImpactDashboard';

/** The figure a label describes, as shown. */
const figure = (label: string) => {
  const term = screen.getByText(label);
  return term.nextElementSibling?.textContent;
};

it('shows the static forest figures of the spec with thousands separators', () => {
  render(<ImpactDashboard />);
  const headline = screen.getByRole('figure');
  expect(headline).toHaveTextContent('22,500 trees saved annually');
  expect(headline).toHaveTextContent('Lunumidella, 60 LFT (linear feet) of timber per tree');
  expect(figure('of wood left in the forest')).toBe('134,181,600 LFT');
  expect(figure('of oxygen every day')).toBe('6,187,500 L');
  expect(screen.getByText('275 L per tree')).toBeInTheDocument();
  expect(figure('of oxygen a year')).toBe('209,790,000 L');
  // SPEC section 9's further claim, where the other dashboard figures are.
  expect(screen.getByText('300,000 kg by weight')).toBeInTheDocument();
  expect(figure('people supported')).toBe('357,143');
  expect(figure('of carbon stored')).toBe('112,500 kg');
  expect(screen.getByText(/Assumed oxygen density: 1\.43 kg\/m³/)).toBeInTheDocument();
});

it('draws the trees saved as a pictogram with a text alternative', () => {
  render(<ImpactDashboard />);
  const pictogram = within(screen.getByRole('figure')).getByRole('img');
  expect(pictogram).toHaveAccessibleName('9 trees drawn, each standing for 2,500 trees');
  expect(pictogram.querySelectorAll('svg')).toHaveLength(9);
});
