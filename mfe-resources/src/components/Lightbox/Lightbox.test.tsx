import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { testReports } from '../../data/certificates';
import { Lightbox } from './Lightbox';

function Harness({ start = 0, onClose = () => {} }: { start?: number; onClose?: () => void }) {
  const [index, setIndex] = useState(start);
  return <Lightbox items={testReports} index={index} onIndexChange={setIndex} onClose={onClose} />;
}

it('is a modal dialog named by the document, showing the full-size image and its place', () => {
  render(<Harness start={1} />);
  const dialog = screen.getByRole('dialog', { name: testReports[1]!.title });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  const img = screen.getByRole('img', { name: testReports[1]!.title });
  expect(img).toHaveAttribute('src', '/img/report-2-1000.webp');
  expect(screen.getByText('2 of 6')).toBeInTheDocument();
  expect(screen.getByText(new RegExp(testReports[1]!.number))).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
});

it('wraps with Next from the last to the first and with Previous from the first to the last', async () => {
  const user = userEvent.setup();
  render(<Harness start={5} />);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('dialog')).toHaveAccessibleName(testReports[0]!.title);
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(screen.getByRole('dialog')).toHaveAccessibleName(testReports[5]!.title);
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(screen.getByRole('dialog')).toHaveAccessibleName(testReports[4]!.title);
});

it('moves with the arrow keys, wrapping both ways', async () => {
  const user = userEvent.setup();
  render(<Harness start={0} />);
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('dialog')).toHaveAccessibleName(testReports[5]!.title);
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('dialog')).toHaveAccessibleName(testReports[0]!.title);
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('dialog')).toHaveAccessibleName(testReports[1]!.title);
});

it('asks to close on Escape and on the close button', async () => {
  const user = userEvent.setup();
  const onClose = jest.fn();
  // The harness keeps the lightbox mounted, and Escape has closed the browser's dialog: start afresh.
  const first = render(<Harness onClose={onClose} />);
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
  first.unmount();
  render(<Harness onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(2);
});
