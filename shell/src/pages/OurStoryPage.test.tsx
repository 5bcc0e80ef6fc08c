import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import SPEC_SECTIONS from '../test/specSections.json';
import { OurStoryPage } from './OurStoryPage';

const renderStory = () => render(<OurStoryPage />, { wrapper: MemoryRouter });
const h3s = (section: string) =>
  within(screen.getByRole('region', { name: section }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

it('sets the Our Story title, description and canonical link, under one h1 banner', () => {
  renderStory();
  expect(document.title).toBe('EcoPanel | Our Story');
  expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'http://localhost:3000/our-story',
  );
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Our Story']);
});

it("tells the story in the spec's order", () => {
  renderStory();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(SPEC_SECTIONS.story);
});

it('has the four services, the three steps and the six strengths', () => {
  renderStory();
  expect(h3s('Our Services')).toEqual([
    'Advanced Manufacturing',
    'Efficient Installation',
    'Customization Options',
    'Cost-Effectiveness',
  ]);
  expect(h3s('How We Work')).toEqual(['Consultation', 'Design & Selection', 'Installation & Delivery']);
  expect(within(screen.getByRole('region', { name: 'How We Work' })).getByRole('list').tagName).toBe('OL');
  expect(h3s('Why Choose Us')).toEqual([
    'Sustainable Solutions',
    'High-Quality Materials',
    'Innovative Designs',
    'Expert Installation',
    'Customized Options',
    'Environmentally Friendly',
  ]);
});

it('loads the banner at once and every other picture lazily, with its size reserved', () => {
  renderStory();
  const [banner, ...rest] = [...document.querySelectorAll('img')];
  expect(banner).toHaveAttribute('loading', 'eager');
  expect(banner).toHaveAttribute('fetchpriority', 'high');
  expect(rest.length).toBeGreaterThanOrEqual(12);
  for (const img of rest) {
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
  }
  // No third-party frame is in the page until a visitor asks for one.
  expect(document.querySelector('iframe')).toBeNull();
});
