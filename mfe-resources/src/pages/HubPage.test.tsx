import { screen, within } from '@testing-library/react';
import { renderPage } from '../test/renderPage';
import { HubPage } from './HubPage';

it('links to the five resource sections, each card named by its title', () => {
  renderPage(<HubPage />, '/resources');
  expect(screen.getByRole('heading', { level: 1, name: 'Resources' })).toBeInTheDocument();
  const cards = screen.getAllByRole('listitem');
  expect(cards).toHaveLength(5);
  expect(
    cards.map((card) => within(card).getByRole('link')).map((a) => [a.textContent, a.getAttribute('href')]),
  ).toEqual([
    ['Projects', '/resources/projects'],
    ['FAQ', '/resources/faq'],
    ['Patent Certificates & Test Reports', '/resources/certificate'],
    ['News & Events', '/resources/news'],
    ['Installation Guide', '/resources/installation'],
  ]);
  expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
});

it('sets the page title, description and canonical link', () => {
  renderPage(<HubPage />, '/resources');
  expect(document.title).toBe('EcoPanel | Resources');
  expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/resources');
  expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/projects/);
});
