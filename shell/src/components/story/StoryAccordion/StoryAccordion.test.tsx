import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORY_SECTIONS } from '../../../data/story';
import { StoryAccordion } from './StoryAccordion';

const button = (name: string) => screen.getByRole('button', { name });
const openPanels = () =>
  screen.queryAllByRole('region', { name: /^(About|Environmental Impact|Achievements|Future Vision)$/ });

it('has About, Environmental Impact, Achievements and Future Vision, none open at first', () => {
  render(<StoryAccordion />);
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'About',
    'Environmental Impact',
    'Achievements',
    'Future Vision',
  ]);
  for (const s of STORY_SECTIONS) expect(button(s.title)).toHaveAttribute('aria-expanded', 'false');
  expect(openPanels()).toHaveLength(0);
});

it('opens one section at a time and closes the open one when clicked again', async () => {
  const user = userEvent.setup();
  render(<StoryAccordion />);
  await user.click(button('Achievements'));
  expect(openPanels()).toHaveLength(1);
  expect(screen.getByRole('region', { name: 'Achievements' })).toHaveTextContent(/Best Innovative Product/);
  await user.click(button('Future Vision'));
  expect(button('Achievements')).toHaveAttribute('aria-expanded', 'false');
  expect(openPanels()).toHaveLength(1);
  expect(screen.getByRole('region', { name: 'Future Vision' })).toBeVisible();
  await user.click(button('Future Vision'));
  expect(openPanels()).toHaveLength(0);
});
