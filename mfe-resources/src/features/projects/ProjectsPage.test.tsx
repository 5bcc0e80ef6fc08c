import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test/renderPage';
import { ProjectsPage } from './ProjectsPage';
import { projects } from './data/projects';

it('shows a card for every project (data.test holds the 15 of the spec), each with a View Project Details link to its detail page', () => {
  renderPage(<ProjectsPage />, '/resources/projects');
  expect(screen.getByRole('heading', { level: 1, name: 'Our Installation Projects' })).toBeInTheDocument();
  const cards = screen.getAllByRole('article');
  expect(cards).toHaveLength(projects.length);
  cards.forEach((card, i) => {
    expect(within(card).getByRole('link', { name: /^View Project Details/ })).toHaveAttribute(
      'href',
      `/resources/projects/${i + 1}`,
    );
    expect(within(card).getByText(/^\d+ team members$/)).toBeInTheDocument();
  });
  expect(document.title).toBe('EcoPanel | Our Installation Projects');
});

it('fetches only the first card photo eagerly', () => {
  const { container } = renderPage(<ProjectsPage />, '/resources/projects');
  const loading = [...container.querySelectorAll('img')].map((img) => img.getAttribute('loading'));
  expect(loading.filter((l) => l === 'eager')).toHaveLength(1);
  expect(loading[0]).toBe('eager');
});
