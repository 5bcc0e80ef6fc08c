import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'a', label: 'First', content: <p>First content</p> },
  { id: 'b', label: 'Second', content: <p>Second content</p> },
  { id: 'c', label: 'Third', content: <p>Third content</p> },
];

it('selects the default tab and shows only its panel', () => {
  render(<Tabs label="Demo" tabs={tabs} />);
  expect(screen.getByRole('tablist', { name: 'Demo' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'First' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'First' })).toHaveTextContent('First content');
  expect(screen.queryByText('Second content')).not.toBeInTheDocument();
});

it('switches on click and keeps only the selected tab in the Tab order', async () => {
  const onChange = jest.fn();
  render(<Tabs label="Demo" tabs={tabs} onChange={onChange} />);
  await userEvent.click(screen.getByRole('tab', { name: 'Second' }));
  expect(screen.getByRole('tab', { name: 'Second' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Second' })).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('tab', { name: 'First' })).toHaveAttribute('tabindex', '-1');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Second content');
  expect(onChange).toHaveBeenCalledWith(1);
});

it('moves with arrow keys (wrapping), Home and End', async () => {
  const user = userEvent.setup();
  render(<Tabs label="Demo" tabs={tabs} defaultIndex={0} />);
  await user.click(screen.getByRole('tab', { name: 'First' }));
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Third' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Third' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'First' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Third' })).toHaveFocus();
  await user.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: 'First' })).toHaveAttribute('aria-selected', 'true');
});
