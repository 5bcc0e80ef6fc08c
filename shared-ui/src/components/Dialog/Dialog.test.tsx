import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './Dialog';

function Demo({ onKey }: { onKey?: (key: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open picture
      </button>
      {open && (
        <Dialog label="Picture" onClose={() => setOpen(false)} onKeyDown={(e) => onKey?.(e.key)}>
          <p>A picture</p>
          <a href="#x">Inside link</a>
        </Dialog>
      )}
    </>
  );
}

afterEach(() => jest.restoreAllMocks());

it('is a labelled modal that takes focus and gives it back on Escape', async () => {
  const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
  const user = userEvent.setup();
  render(<Demo />);
  const opener = screen.getByRole('button', { name: 'Open picture' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Picture' });
  // Shown as a modal, the page behind is inert and Tab stays inside (the browser's part; e2e checks it).
  expect(showModal.mock.contexts).toEqual([dialog]);
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  expect(document.body.style.overflow).toBe('hidden');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  expect(document.body.style.overflow).toBe('');
  // The caller's state followed the browser's close: the opener opens it again.
  await user.click(opener);
  expect(screen.getByRole('dialog', { name: 'Picture' })).toBeInTheDocument();
});

it('closes on the button and on the backdrop, not on a click inside', async () => {
  const user = userEvent.setup();
  render(<Demo />);
  const opener = screen.getByRole('button', { name: 'Open picture' });
  await user.click(opener);
  await user.click(screen.getByText('A picture'));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  // The content fills the dialog, so only a click on its ::backdrop has the dialog itself as target.
  await user.click(screen.getByRole('dialog'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();

  await user.click(opener);
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  expect(document.body.style.overflow).toBe('');
});

it('passes other keys to the caller', async () => {
  const onKey = jest.fn();
  const user = userEvent.setup();
  render(<Demo onKey={onKey} />);
  await user.click(screen.getByRole('button', { name: 'Open picture' }));
  await user.keyboard('{ArrowRight}');
  expect(onKey).toHaveBeenCalledWith('ArrowRight');
});
