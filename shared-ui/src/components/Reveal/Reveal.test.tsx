import { act, render, screen } from '@testing-library/react';
import { fakeIntersections } from '../../test/browserFakes';
import { Reveal } from './Reveal';

it('stays hidden until it scrolls into view, then stays shown', () => {
  const view = fakeIntersections();
  try {
    render(<Reveal>Card</Reveal>);
    const el = screen.getByText('Card');
    expect(el).toHaveAttribute('data-revealed', 'false');
    act(() => view.scroll(true));
    expect(el).toHaveAttribute('data-revealed', 'true');
  } finally {
    view.restore();
  }
});
