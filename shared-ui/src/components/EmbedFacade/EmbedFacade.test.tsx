import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmbedFacade, youtubeEmbedUrl } from './EmbedFacade';

it('shows only a poster button until clicked, then the titled iframe with focus in it', async () => {
  const { container } = render(
    <EmbedFacade
      src={youtubeEmbedUrl('abc123')}
      title="Our story video"
      playLabel="Play video: Our story"
      poster={<img alt="" src="/p.webp" />}
    />,
  );
  expect(container.querySelector('iframe')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Play video: Our story' }));
  const frame = screen.getByTitle('Our story video');
  expect(frame.tagName).toBe('IFRAME');
  expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc123?autoplay=1&rel=0');
  expect(frame).toHaveFocus();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
