import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './Dialog';

function Demo({ onKey }: { onKey?: (key: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Open picture</button>
      {open && (
        <Dialog label="Picture" onClose={() => setOpen(false)} onKeyDown={(e) => onKey?.(e.key)}>
          <a href="#x">Inside link</a>
        </Dialog>
      )}
    </>
  );
}

it('is a labelled modal that takes focus and gives it back on Escape', async () => {
  const user = userEvent.setup();
  render(<Demo />);
  const opener = screen.getByRole('button', { name: 'Open picture' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Picture' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  expect(document.body.style.overflow).toBe('hidden');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  expect(document.body.style.overflow).toBe('');
});

it('traps Tab inside and closes on the button and on the backdrop, not on a click inside', async () => {
  const user = userEvent.setup();
  render(<Demo />);
  await user.click(screen.getByRole('button', { name: 'Open picture' }));
  await user.tab();
  expect(screen.getByRole('link', { name: 'Inside link' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('link', { name: 'Inside link' })).toHaveFocus();

  await user.click(screen.getByRole('dialog'));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await user.click(screen.getByTestId('dialog-backdrop'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Open picture' }));
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('passes other keys to the caller', async () => {
  const onKey = jest.fn();
  const user = userEvent.setup();
  render(<Demo onKey={onKey} />);
  await user.click(screen.getByRole('button', { name: 'Open picture' }));
  await user.keyboard('{ArrowRight}');
  expect(onKey).toHaveBeenCalledWith('ArrowRight');
});
