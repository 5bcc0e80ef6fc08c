import { screen, within } from '@testing-library/react';
import { loadCatalogs, renderPage } from '../test/renderPage';
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

it.each([
  ['si', 'සම්පත්', ['ව්‍යාපෘති', 'නිතර අසන ප්‍රශ්න', 'පේටන්ට් සහතික සහ පරීක්ෂණ වාර්තා', 'පුවත් සහ සිදුවීම්', 'සවි කිරීමේ මාර්ගෝපදේශය']],
  [
    'ta',
    'வளங்கள்',
    [
      'திட்டங்கள்',
      'அடிக்கடி கேட்கப்படும் கேள்விகள்',
      'காப்புரிமைச் சான்றிதழ்கள் மற்றும் சோதனை அறிக்கைகள்',
      'செய்திகள் மற்றும் நிகழ்வுகள்',
      'பொருத்தும் வழிகாட்டி',
    ],
  ],
] as const)('%s: the page, its cards and their descriptions in the language', async (lang, h1, titles) => {
  await loadCatalogs();
  const { container } = renderPage(<HubPage />, '/resources', '*', lang);
  expect(screen.getByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
  expect(document.title).toBe(`EcoPanel | ${h1}`);
  const links = screen.getAllByRole('listitem').map((card) => within(card).getByRole('link'));
  expect(links.map((a) => a.textContent)).toEqual(titles);
  expect(container).not.toHaveTextContent(
    /Homes, offices|straight answers|to view in full|installer workshops|step-by-step/,
  );
  expect(container.querySelector('[lang="en"]')).toBeNull();
});
