import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORY_SECTIONS } from '../../../data/story';
import { StoryAccordion } from './StoryAccordion';

/** A section's question: the summary of a native <details>, holding its heading. */
const button = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('summary') as HTMLElement;
const isOpen = (name: string) => (button(name).parentElement as HTMLDetailsElement).open;
const openPanels = () => [...document.querySelectorAll('details[open] [role="region"]')];

it('has About, Environmental Impact, Achievements and Future Vision, none open at first', () => {
  render(<StoryAccordion />);
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'About',
    'Environmental Impact',
    'Achievements',
    'Future Vision',
  ]);
  for (const s of STORY_SECTIONS) expect(isOpen(s.title)).toBe(false);
  expect(openPanels()).toHaveLength(0);
});

it('opens a section on a click and closes it when clicked again; the group shares one name', async () => {
  const user = userEvent.setup();
  render(<StoryAccordion />);
  await user.click(button('Achievements'));
  expect(openPanels()).toHaveLength(1);
  expect(screen.getByRole('region', { name: 'Achievements' })).toHaveTextContent(/Best Innovative Product/);
  await user.click(button('Achievements'));
  expect(openPanels()).toHaveLength(0);
  // The browser keeps one open at a time in a named group (jsdom does not: e2e/our-story.test.mjs checks it).
  const names = STORY_SECTIONS.map((s) => button(s.title).parentElement!.getAttribute('name'));
  expect(new Set(names).size).toBe(1);
});
