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

it('can hold block content and pass attributes on (the honeypot field, a live region)', () => {
  const { container } = render(
    <VisuallyHidden as="div" aria-hidden="true">
      <input name="company" />
    </VisuallyHidden>,
  );
  const box = container.firstElementChild;
  expect(box?.tagName).toBe('DIV');
  expect(box).toHaveAttribute('aria-hidden', 'true');
  expect(box).toHaveClass('visuallyHidden');
});
