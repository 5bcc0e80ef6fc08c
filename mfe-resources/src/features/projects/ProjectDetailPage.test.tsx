import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INSTALLATION } from '@ecopanel/shared-ui/data';
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

describe('in Sinhala and Tamil', () => {
  beforeAll(loadCatalogs);
  const inLang = (id: string, lang: 'si' | 'ta') =>
    renderPage(<ProjectDetailPage />, `/resources/projects/${id}`, 'projects/:projectId', lang);
  const inTamil = (id: string) => inLang(id, 'ta');
  const og = (property: string) => document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
  const items = (region: string) =>
    within(screen.getByRole('region', { name: region }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);

  it('tells a project’s story in Tamil: title, sector, description, lists, photos, page title and link preview', () => {
    inTamil('3');
    const project = projectDetails[2]!;
    const title = 'பூட்டிக் ஹோட்டலின் வரவேற்புக்கூடம் மற்றும் நடைபாதைகள்';
    expect(screen.getByRole('heading', { level: 1, name: title })).not.toHaveAttribute('lang');
    expect(screen.getByText('விருந்தோம்பல்')).toBeInTheDocument();
    expect(screen.getByText(/^கோட்டைக்கு அருகிலுள்ள பாரம்பரியப் பாணி ஹோட்டலுக்கு,/)).not.toHaveAttribute('lang');
    expect(items('திட்டத்தின் சிறப்பம்சங்கள்')).toContain('எங்கும் பொருந்தும் U-Corner மற்றும் Top-Corner டிரிம்கள்');
    expect(items('சவால்கள்')).toEqual([
      'பணியின் போது ஹோட்டல் திறந்தே இருந்தது',
      'ஈரமான கடல் காற்று முந்தைய மரச் சீலிங்கை வளைத்திருந்தது',
      'பழைய சுவர்கள் செங்கோணத்தில் இல்லாமல் பெரிதும் சாய்ந்திருந்தன',
    ]);
    expect(items('தீர்வுகள்')).toHaveLength(3);
    expect(screen.getByText('முடிந்தது')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${title}, 4 புகைப்படங்களில் 1` })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'திட்டப் புகைப்படங்கள்' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'அனைத்துத் திட்டங்களுக்கும் திரும்பு' })).toHaveAttribute(
      'href',
      '/resources/projects',
    );
    expect(document.title).toBe(`EcoPanel | ${title}`);
    expect(og('og:title')).toBe(`EcoPanel | ${title}`);
    expect(og('og:description')).toMatch(/^கோட்டைக்கு அருகிலுள்ள/);
    expect(og('og:image:alt')).toBe(`${title}: எங்கள் பேனல்களால் மூடப்பட்ட ஒரு சீலிங்`);
    // Nothing of the story is left in English.
    expect(document.body.querySelectorAll('[lang="en"]')).toHaveLength(0);
    for (const english of [project.title, project.description, ...project.features, ...project.challenges])
      expect(document.body).not.toHaveTextContent(english);
  });

  it('tells it in Sinhala, with the figures from the shared tables (batten spacing, heat limit)', () => {
    inLang('14', 'si');
    const title = 'ගබඩා සංකීර්ණයක කාර්යාල ගොඩනැගිල්ල';
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(items('විසඳුම්')).toEqual([
      `පරතරය ${INSTALLATION.battenSpacingMaxMm} mm ඉක්මවූ තැන්වල අමතර හරස් කොටස් එකතු කළා`,
      `සිවිලිමට ඉහළින් ඇති වාතාශ්‍රය නිසා පැනල ${INSTALLATION.maxContinuousTempC} °C ට වඩා බොහෝ අඩු උෂ්ණත්වයක පවතී`,
      'ඉවුම් පිහුම් ස්ථානයේ පැනල නොයොදා, දුම් පිටකරන ආවරණයක් සවි කළා',
    ]);
    expect(screen.getByText(/^ලොජිස්ටික් සමාගමක් /)).toBeInTheDocument();
    expect(document.title).toBe(`EcoPanel | ${title}`);
    expect(og('og:description')).toMatch(/^ලොජිස්ටික් සමාගමක් /);
    expect(document.body.querySelectorAll('[lang="en"]')).toHaveLength(0);
  });

  it.each(['si', 'ta'] as const)('%s: every project page reads in the language, nothing marked English', (lang) => {
    for (const project of projectDetails) {
      const { unmount } = inLang(String(project.id), lang);
      expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(project.title);
      expect(document.body).not.toHaveTextContent(project.description);
      expect(document.body.querySelectorAll('[lang="en"]')).toHaveLength(0);
      unmount();
    }
  });

  it('says a missing project is not found, in Tamil', () => {
    inTamil('999');
    expect(screen.getByRole('heading', { level: 1, name: 'திட்டம் கிடைக்கவில்லை' })).toBeInTheDocument();
  });
});
