import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './Accordion';

const items = [
  { id: 'one', title: 'Question one', content: <p>Answer one</p> },
  { id: 'two', title: 'Question two', content: <p>Answer two</p> },
];

it('starts with every panel closed and hidden, buttons inside headings', () => {
  render(<Accordion items={items} headingLevel={3} />);
  const buttons = screen.getAllByRole('button');
  expect(buttons).toHaveLength(2);
  for (const b of buttons) {
    expect(b).toHaveAttribute('aria-expanded', 'false');
    expect(b.closest('h3')).not.toBeNull();
    expect(document.getElementById(b.getAttribute('aria-controls')!)).not.toBeVisible();
  }
});

it('opens one at a time and closes the open one when clicked again', async () => {
  const user = userEvent.setup();
  render(<Accordion items={items} />);
  const [one, two] = screen.getAllByRole('button') as [HTMLElement, HTMLElement];
  await user.click(one);
  expect(one).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('region', { name: 'Question one' })).toHaveTextContent('Answer one');
  await user.click(two);
  expect(one).toHaveAttribute('aria-expanded', 'false');
  expect(two).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('Answer one')).not.toBeVisible();
  await user.click(two);
  expect(two).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

it('caps the open panel height and lets keyboards scroll it', async () => {
  render(<Accordion items={items} defaultOpen={0} maxPanelHeight="12rem" />);
  const panel = screen.getByRole('region', { name: 'Question one' });
  expect(panel).toHaveStyle({ maxHeight: '12rem', overflowY: 'auto' });
  expect(panel).toHaveAttribute('tabindex', '0');
});
