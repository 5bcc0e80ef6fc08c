import { render, screen } from '@testing-library/react';
import { Field } from './Field';

it('labels its control and describes it by the hint', () => {
  render(
    <Field label="Room length" hint="The side the panels run along." suffix="m">
      {(control) => <input {...control} />}
    </Field>,
  );
  const input = screen.getByRole('textbox', { name: 'Room length' });
  expect(input).toHaveAccessibleDescription('The side the panels run along.');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText('m')).toHaveAttribute('aria-hidden', 'true');
});

it('ties an error to the control and marks it invalid', () => {
  render(
    <Field label="Room width" hint="Across the panels." error="Enter the room’s width.">
      {(control) => <input {...control} />}
    </Field>,
  );
  const input = screen.getByRole('textbox', { name: 'Room width' });
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Across the panels. Enter the room’s width.');
});

it('has no description at all without a hint or an error', () => {
  render(<Field label="Wastage">{(control) => <input {...control} />}</Field>);
  expect(screen.getByRole('textbox', { name: 'Wastage' })).not.toHaveAttribute('aria-describedby');
});

it('reads what follows the control (a count) between the hint and the error, and keeps a given id', () => {
  render(
    <Field
      id="form-message"
      label="Message"
      hint="Room sizes help."
      error="Write a little more."
      after={<p id="form-message-count">12 characters left</p>}
      describedById="form-message-count"
    >
      {(control) => <textarea {...control} />}
    </Field>,
  );
  const textarea = screen.getByRole('textbox', { name: 'Message' });
  expect(textarea).toHaveAttribute('id', 'form-message');
  expect(textarea).toHaveAccessibleDescription('Room sizes help. 12 characters left Write a little more.');
});
