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

it('in Sinhala: headings, captions and the enlarge button in Sinhala, the steps English, marked so', async () => {
  await loadCatalogs();
  renderPage(<InstallationPage />, '/resources/installation', '*', 'si');
  expect(screen.getByRole('heading', { level: 1, name: 'සවි කිරීමේ මාර්ගෝපදේශ' })).toBeInTheDocument();
  const steps = screen.getByRole('region', { name: 'පියවරෙන් පියවර' });
  expect(within(steps).getAllByRole('list')[0]).toHaveAttribute('lang', 'en');
  expect(within(steps).getByText(installationSteps[0]!.title)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'විශාල කරන්න: උපකරණ රූප සටහන' })).toBeInTheDocument();
  expect(screen.getByText(/^අපේ 7.5 mm x 200 mm පැනල \(2440 mm දිග/)).toBeInTheDocument();
});
