import { screen, within } from '@testing-library/react';
import { loadCatalogs, renderPage } from '../../test/renderPage';
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

describe('in Sinhala and Tamil', () => {
  beforeAll(loadCatalogs);

  it.each([
    ['si', 'අපේ සවි කිරීමේ ව්‍යාපෘති', 'ව්‍යාපෘතියේ විස්තර බලන්න', 'කණ්ඩායම් සාමාජිකයින් '],
    ['ta', 'எங்கள் பொருத்தும் திட்டங்கள்', 'திட்ட விவரங்களைப் பார்க்கவும்', ' குழு உறுப்பினர்கள்'],
  ] as const)(
    '%s: the heading, buttons and facts in the language; the projects’ own words marked English',
    (lang, h1, button, members) => {
      renderPage(<ProjectsPage />, '/resources/projects', '*', lang);
      expect(screen.getByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
      const first = projects[0]!;
      const card = screen.getAllByRole('article')[0]!;
      // The button in the language, the project it opens named in English (and marked so).
      const link = within(card).getByRole('link', { name: new RegExp(`^${button}`) });
      expect(link).toHaveAccessibleName(new RegExp(`^${button} ?: ${first.title}$`));
      expect(within(link).getByText(first.title)).toHaveAttribute('lang', 'en');
      expect(within(card).getByText(`${first.team}`, { exact: false, selector: 'dd' })).toHaveTextContent(
        members.startsWith(' ') ? `${first.team}${members}` : `${members}${first.team}`,
      );
      expect(within(card).getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en');
      expect(within(card).getByText(first.description)).toHaveAttribute('lang', 'en');
      expect(card).not.toHaveTextContent('View Project Details');
      expect(document.title).toBe(`EcoPanel | ${h1}`);
    },
  );
});
