import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toolsDiagram } from '../../data/images';
import { EnlargeableFigure } from './EnlargeableFigure';

const renderFigure = () =>
  render(<EnlargeableFigure spec={toolsDiagram} alt="Drawing of the tools" caption="Tools diagram" sizes="50vw" />);

it('opens the picture full size in a labelled modal overlay and closes it with the button', async () => {
  const user = userEvent.setup();
  renderFigure();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const trigger = screen.getByRole('button', { name: 'Enlarge: Tools diagram' });
  await user.click(trigger);
  const dialog = screen.getByRole('dialog', { name: 'Tools diagram' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  const large = screen.getAllByRole('img', { name: 'Drawing of the tools' }).find((img) => dialog.contains(img))!;
  expect(large).toHaveAttribute('sizes', '100vw');
  expect(large.getAttribute('srcset')).toContain('installation-tools-1200.webp 1200w');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
});

it('closes on Escape and on a click on the backdrop', async () => {
  const user = userEvent.setup();
  renderFigure();
  const trigger = screen.getByRole('button', { name: 'Enlarge: Tools diagram' });
  await user.click(trigger);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
  await user.click(trigger);
  // The picture and caption fill the dialog: a click on the dialog itself is one on its backdrop.
  await user.click(screen.getByRole('dialog'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
});

it('shows its caption under the picture', () => {
  renderFigure();
  expect(screen.getByText('Tools diagram', { selector: 'figcaption' }).closest('figure')).toContainElement(
    screen.getByRole('button', { name: 'Enlarge: Tools diagram' }),
  );
});
