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
    [
      'si',
      'අපේ සවි කිරීමේ ව්‍යාපෘති',
      'ව්‍යාපෘතියේ විස්තර බලන්න',
      'කණ්ඩායම් සාමාජිකයින් ',
      'සුඛෝපභෝගී විලාවක සිවිලිම් ප්‍රතිසංස්කරණය',
      /^තට්ටු දෙකේ විලාවක .*ගෝල්ඩන් ටීක් සිවිලිම් තහඩු\.$/,
    ],
    [
      'ta',
      'எங்கள் பொருத்தும் திட்டங்கள்',
      'திட்ட விவரங்களைப் பார்க்கவும்',
      ' குழு உறுப்பினர்கள்',
      'சொகுசு வில்லாவின் சீலிங் புதுப்பிப்பு',
      /^இரண்டு மாடி வில்லாவின் .*கோல்டன் டீக் சீலிங் தகடுகள்\.$/,
    ],
  ] as const)(
    '%s: the heading, buttons, facts and each project’s own words in the language; only the town marked English',
    (lang, h1, button, members, title, summary) => {
      renderPage(<ProjectsPage />, '/resources/projects', '*', lang);
      expect(screen.getByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
      const first = projects[0]!;
      const card = screen.getAllByRole('article')[0]!;
      expect(card).toHaveAccessibleName(title);
      expect(within(card).getByRole('heading', { level: 2, name: title })).not.toHaveAttribute('lang');
      // The button in the language, naming the project it opens in the language too.
      const link = within(card).getByRole('link', { name: new RegExp(`^${button}`) });
      expect(link).toHaveAccessibleName(new RegExp(`^${button} ?: ${title}$`));
      expect(within(card).getByText(summary)).not.toHaveAttribute('lang');
      expect(within(card).getByText(`${first.team}`, { exact: false, selector: 'dd' })).toHaveTextContent(
        members.startsWith(' ') ? `${first.team}${members}` : `${members}${first.team}`,
      );
      // The town keeps its own (English) name, for a screen reader's English voice.
      expect(within(card).getByText(first.clientName)).toHaveAttribute('lang', 'en');
      expect([...card.querySelectorAll('[lang="en"]')].map((el) => el.textContent)).toEqual([first.clientName]);
      expect(card).not.toHaveTextContent(first.title);
      expect(card).not.toHaveTextContent(first.description);
      expect(card).not.toHaveTextContent('View Project Details');
      expect(document.title).toBe(`EcoPanel | ${h1}`);
    },
  );

  it.each(['si', 'ta'] as const)('%s: no card shows a title or summary in English', (lang) => {
    renderPage(<ProjectsPage />, '/resources/projects', '*', lang);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(projects.length);
    cards.forEach((card, i) => {
      expect(card).not.toHaveTextContent(projects[i]!.title);
      expect(card).not.toHaveTextContent(projects[i]!.description);
      expect(card.querySelectorAll('[lang="en"]')).toHaveLength(1);
    });
  });
});
