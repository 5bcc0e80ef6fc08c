import { render, screen } from '@testing-library/react';
import { StarRating } from './StarRating';

it.each([
  [5, 5],
  [3, 3],
  [0, 0],
  [7, 5],
])('rating %s shows %s filled stars with a spoken label', (value, filled) => {
  const { container } = render(<StarRating value={value} />);
  expect(screen.getByRole('img', { name: `Rated ${filled} out of 5` })).toBeInTheDocument();
  expect(container.querySelectorAll('svg[data-filled="true"]')).toHaveLength(filled);
  expect(container.querySelectorAll('svg')).toHaveLength(5);
});
