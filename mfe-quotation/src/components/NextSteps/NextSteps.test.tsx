import { render, screen, within } from '@testing-library/react';
import { NextSteps } from './NextSteps';

it('tells a buyer what happens after sending and how soon', () => {
  render(<NextSteps />);
  const steps = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(steps.map((s) => within(s).getByRole('heading', { level: 3 }).textContent)).toEqual([
    'We read your request',
    'Your quotation arrives by email',
    'Measure, choose, install',
  ]);
  const times = screen.getAllByRole('term').map((t) => `${t.textContent}: ${t.nextElementSibling?.textContent}`);
  expect(times).toEqual([
    'Quotation requests: within one working day',
    'Emails: within one working day',
    'Hotline: Mon-Fri 8.30am-5.30pm',
  ]);
});
