import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { Accordion } from './Accordion';

const items = [
  { id: 'one', title: 'Question one', content: <p>Answer one</p> },
  { id: 'two', title: 'Question two', content: <p>Answer two</p> },
];

const summaries = () => [...document.querySelectorAll('summary')];

it('is native <details> sharing one name (the browser keeps one open), each summary holding its heading', () => {
  render(<Accordion items={items} headingLevel={3} />);
  const details = [...document.querySelectorAll('details')];
  expect(details).toHaveLength(2);
  expect(new Set(details.map((d) => d.getAttribute('name'))).size).toBe(1);
  for (const d of details) {
    expect(d.open).toBe(false);
    expect(d.querySelector(':scope > summary > h3')).not.toBeNull();
  }
  expect(screen.getByText('Answer one')).not.toBeVisible();
  // No script of its own: nothing for a tap to wait for.
  expect(screen.queryAllByRole('button')).toHaveLength(0);
});

it('opens a panel on a click on its summary, a region named by its question, and closes it again', async () => {
  const user = userEvent.setup();
  render(<Accordion items={items} />);
  const [one] = summaries() as [HTMLElement];
  await user.click(one);
  expect(one.closest('details')!.open).toBe(true);
  expect(screen.getByRole('region', { name: 'Question one' })).toHaveTextContent('Answer one');
  await user.click(one);
  expect(one.closest('details')!.open).toBe(false);
  expect(screen.getByText('Answer one')).not.toBeVisible();
});

it('caps the open panel height and lets keyboards scroll it', () => {
  render(<Accordion items={items} defaultOpen={0} maxPanelHeight="12rem" />);
  const panel = screen.getByRole('region', { name: 'Question one' });
  expect(panel).toHaveStyle({ maxHeight: '12rem', overflowY: 'auto' });
  expect(panel).toHaveAttribute('tabindex', '0');
});

it('keeps a panel opened before hydration open once hydrated', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Accordion items={items} />);
  document.body.append(container);
  // A tap while the page's script is still on its way.
  (container.querySelectorAll('summary')[1] as HTMLElement).click();
  await act(async () => {
    hydrateRoot(container, <Accordion items={items} />);
  });
  expect([...container.querySelectorAll('details')].map((d) => d.open)).toEqual([false, true]);
  container.remove();
});
