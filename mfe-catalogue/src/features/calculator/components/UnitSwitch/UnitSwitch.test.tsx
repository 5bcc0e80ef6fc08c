import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { LengthUnit } from '../../data/calculator';
import { UnitSwitch } from './UnitSwitch';

function Harness() {
  const [unit, setUnit] = useState<LengthUnit>('m');
  return (
    <>
      <UnitSwitch value={unit} onChange={setUnit} />
      <output>{unit}</output>
    </>
  );
}

it('is a radio group of metres and feet, metres chosen', () => {
  render(<Harness />);
  const group = screen.getByRole('group', { name: 'Room measured in' });
  expect(group.tagName).toBe('FIELDSET');
  expect(screen.getByRole('radio', { name: 'Metres' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Feet' })).not.toBeChecked();
});

it('switches by click and by arrow key', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('radio', { name: 'Feet' }));
  expect(screen.getByRole('status')).toHaveTextContent('ft');
  expect(screen.getByRole('radio', { name: 'Feet' })).toBeChecked();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('status')).toHaveTextContent('m');
  expect(screen.getByRole('radio', { name: 'Metres' })).toHaveFocus();
});
