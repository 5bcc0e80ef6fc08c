import { render, screen } from '@testing-library/react';
import ImpactMonitor from '../exposes/ImpactMonitor';

it('exposes the impact monitor widget for the home page', () => {
  render(<ImpactMonitor />);
  expect(screen.getByRole('heading', { name: 'Green Impact Monitor' })).toBeInTheDocument();
});
