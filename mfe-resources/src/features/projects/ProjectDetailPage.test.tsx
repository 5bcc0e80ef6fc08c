import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { projectDetails } from './data/projectDetails';
import { loadCatalogs, renderPage } from '../../test/renderPage';
import { ProjectDetailPage } from './ProjectDetailPage';

const at = (id: string) => renderPage(<ProjectDetailPage />, `/resources/projects/${id}`, 'projects/:projectId');

it('shows the detail record: title, category, date, team, status, description and the three lists', () => {
  at('3');
  const project = projectDetails[2]!;
  expect(screen.getByRole('heading', { level: 1, name: 'Boutique Hotel Lobby and Corridors' })).toBeInTheDocument();
  // The detail record's category, not the list's (which files it under Commercial).
  expect(screen.getByText('Hospitality')).toBeInTheDocument();
  expect(screen.getByText('September 2023')).toHaveAttribute('datetime', '2023-09');
  expect(screen.getByText('18 team members')).toBeInTheDocument();
  expect(screen.getByText('Completed', { selector: 'span' })).toBeInTheDocument();
  expect(screen.getByText(project.description)).toBeInTheDocument();
  const list = (name: string) =>
    within(screen.getByRole('region', { name }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
  expect(list('Project Features')).toEqual(project.features);
  expect(list('Challenges')).toEqual(project.challenges);
  expect(list('Solutions')).toEqual(project.solutions);
  expect(document.title).toBe('EcoPanel | Boutique Hotel Lobby and Corridors');
  expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'http://localhost:3000/resources/projects/3',
  );
});

it('announces its own link preview: the 1200 x 630 share/project-N.jpg', () => {
  at('3');
  const og = (property: string) => document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
  expect(og('og:image')).toBe('/share/project-3.jpg');
  expect(og('og:image:width')).toBe('1200');
  expect(og('og:image:height')).toBe('630');
  expect(og('og:image:alt')).toMatch(/^Boutique Hotel Lobby and Corridors: /);
  expect(og('og:type')).toBe('website');
  expect(og('og:url')).toBe('http://localhost:3000/resources/projects/3');
});

it('holds budget, client, location and duration without showing them', () => {
  at('3');
  const project = projectDetails[2]!;
  for (const hidden of [project.budget, project.clientName, project.location, project.duration]) {
    expect(document.body).not.toHaveTextContent(hidden, { normalizeWhitespace: true });
  }
});

it('has a 4-photo gallery whose thumbnails change the main photo', async () => {
  const user = userEvent.setup();
  at('8');
  expect(screen.getAllByRole('button', { name: /^Show photo \d of 4$/ })).toHaveLength(4);
  await user.click(screen.getByRole('button', { name: 'Show photo 4 of 4' }));
  expect(screen.getByRole('img', { name: 'Apartment Complex Common Areas, photo 4 of 4' })).toHaveAttribute(
    'src',
    '/img/project-8-4-960.webp',
  );
});

it.each(['16', '0', 'abc', '3x'])("shows 'Project not found' with a way back for id %s", (id) => {
  at(id);
  expect(screen.getByRole('heading', { level: 1, name: 'Project not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to all projects' })).toHaveAttribute('href', '/resources/projects');
  expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

describe('in Tamil', () => {
  beforeAll(loadCatalogs);
  const inTamil = (id: string) =>
    renderPage(<ProjectDetailPage />, `/resources/projects/${id}`, 'projects/:projectId', 'ta');

  it('labels the facts, lists, photos and back link in Tamil; the story stays English, marked so', () => {
    inTamil('3');
    const project = projectDetails[2]!;
    expect(screen.getByRole('heading', { level: 1, name: project.title })).toHaveAttribute('lang', 'en');
    const features = screen.getByRole('region', { name: 'திட்டத்தின் சிறப்பம்சங்கள்' });
    expect(within(features).getByRole('list')).toHaveAttribute('lang', 'en');
    expect(screen.getByText(project.description)).toHaveAttribute('lang', 'en');
    expect(screen.getByText('முடிந்தது')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'திட்டப் புகைப்படங்கள்' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'அனைத்துத் திட்டங்களுக்கும் திரும்பு' })).toHaveAttribute(
      'href',
      '/resources/projects',
    );
  });

  it('says a missing project is not found, in Tamil', () => {
    inTamil('999');
    expect(screen.getByRole('heading', { level: 1, name: 'திட்டம் கிடைக்கவில்லை' })).toBeInTheDocument();
  });
});
