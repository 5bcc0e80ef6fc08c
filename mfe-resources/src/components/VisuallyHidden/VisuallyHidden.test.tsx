import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './VisuallyHidden';

it('adds words to the accessible name of what contains it', () => {
  render(
    <a href="/x">
      View<VisuallyHidden> the villa</VisuallyHidden>
    </a>,
  );
  expect(screen.getByRole('link')).toHaveAccessibleName('View the villa');
});
