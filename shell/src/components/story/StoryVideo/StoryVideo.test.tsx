import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoryVideo } from './StoryVideo';

it('shows a poster with a play button and inserts the privacy-enhanced player only on click', async () => {
  const { container } = render(<StoryVideo />);
  expect(container.querySelector('iframe')).toBeNull();
  const play = screen.getByRole('button', { name: 'Play video: Our Story' });
  expect(play.querySelector('img')).toHaveAttribute('loading', 'lazy');
  await userEvent.click(play);
  const player = screen.getByTitle('Our Story (video)');
  expect(player.tagName).toBe('IFRAME');
  expect(player.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
});
