import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installationSteps } from './data/installation';
import { loadCatalogs, renderPage } from '../../test/renderPage';
import { InstallationPage } from './InstallationPage';

const at = () => renderPage(<InstallationPage />, '/resources/installation');

it('gives the installation steps in order, consistent with the panel sizes and accessories', () => {
  at();
  expect(screen.getByRole('heading', { level: 1, name: 'Installation Guidelines' })).toBeInTheDocument();
  const steps = within(screen.getByRole('region', { name: 'Step by step' })).getAllByRole('heading', { level: 3 });
  expect(steps.map((h) => h.textContent)).toEqual(installationSteps.map((s) => s.title).concat('Safety and limits'));
  const text = document.body.textContent ?? '';
  for (const fact of ['600 mm', '2440 mm', '3000 mm', 'Top-Corner', 'H-Corner', 'U-Corner', '60 °C', 'sauna']) {
    expect(text).toContain(fact);
  }
  expect(document.title).toBe('EcoPanel | Installation Guidelines');
});

it.each([
  ['Tools diagram', 'installation-tools'],
  ['Installation guideline drawing', 'installation-guideline'],
])('enlarges the %s in an overlay that closes on the close button', async (caption, file) => {
  const user = userEvent.setup();
  at();
  await user.click(screen.getByRole('button', { name: `Enlarge: ${caption}` }));
  const dialog = screen.getByRole('dialog', { name: caption });
  expect(dialog.querySelector('img')?.getAttribute('srcset')).toContain(`${file}-1200.webp`);
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('loads the installation video only when asked: a poster first, the player after the click', async () => {
  const user = userEvent.setup();
  const { container } = at();
  expect(container.querySelector('iframe')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Play video: how to install UPVC ceiling panels' }));
  const frame = screen.getByTitle('Installation video: how to install UPVC ceiling panels');
  expect(frame.tagName).toBe('IFRAME');
  expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
});

it.each([
  {
    lang: 'si',
    h1: 'සවි කිරීමේ මාර්ගෝපදේශ',
    steps: 'පියවරෙන් පියවර',
    first: 'මැන සැලසුම් කරන්න',
    cut: /පැනලය 5 mm කෙටියෙන් කපන්න/,
    safety: /^සවුනා, වාෂ්ප කාමර හෝ දිගු වේලාවක් 60 °C ට/,
    tool: 'ස්පිරිට් ලෙවලය',
  },
  {
    lang: 'ta',
    h1: 'பொருத்தும் வழிமுறைகள்',
    steps: 'படிப்படியாக',
    first: 'அளந்து திட்டமிடுங்கள்',
    cut: /இடம் விட்டு, 5 mm குறைவாக வெட்டுங்கள்/,
    safety: /^சானா, நீராவி அறைகள் அல்லது நீண்ட நேரம் 60 °C க்கு மேல்/,
    tool: 'ஸ்பிரிட் லெவல்',
  },
] as const)(
  '$lang: the headings, tools, steps and safety notes in the language',
  async ({ lang, h1, steps, first, cut, safety, tool }) => {
    await loadCatalogs();
    const { container } = renderPage(<InstallationPage />, '/resources/installation', '*', lang);
    expect(screen.getByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
    const region = within(screen.getByRole('region', { name: steps }));
    const titles = region.getAllByRole('heading', { level: 3 });
    expect(titles[0]).toHaveTextContent(first);
    expect(titles.map((h) => h.textContent)).not.toContain(installationSteps[0]!.title);
    expect(region.getByText(cut)).toBeInTheDocument();
    expect(screen.getByText(safety)).toBeInTheDocument();
    expect(screen.getByText(tool)).toBeInTheDocument();
    // The tools drawing's alt text names the same tools, in the language.
    expect(screen.getByRole('img', { name: new RegExp(tool) })).toBeInTheDocument();
    expect(container.querySelector('[lang="en"]')).toBeNull();
  },
);

it('in Sinhala: the captions, the enlarge button and the lead with the panel sizes', async () => {
  await loadCatalogs();
  renderPage(<InstallationPage />, '/resources/installation', '*', 'si');
  expect(screen.getByRole('button', { name: 'විශාල කරන්න: උපකරණ රූප සටහන' })).toBeInTheDocument();
  expect(screen.getByText(/^අපේ 7.5 mm x 200 mm පැනල \(2440 mm දිග/)).toBeInTheDocument();
});
