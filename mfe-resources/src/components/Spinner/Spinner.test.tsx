import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner';

it('is a status named by its label', () => {
  render(<Spinner label="Loading certificates" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading certificates');
});
