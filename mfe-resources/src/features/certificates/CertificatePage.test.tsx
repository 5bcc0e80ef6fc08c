import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { patents, testReports } from './data/certificates';
import { loadCatalogs, renderPage } from '../../test/renderPage';
import { CertificatePage } from './CertificatePage';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const at = () => renderPage(<CertificatePage />, '/resources/certificate');

it('shows a spinner for 1 second on load, with the gallery held back until then', () => {
  at();
  expect(screen.getByRole('heading', { level: 1, name: 'Patent Certificates & Test Reports' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading certificates');
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  act(() => void jest.advanceTimersByTime(999));
  expect(screen.getByRole('status')).toBeInTheDocument();
  act(() => void jest.advanceTimersByTime(1));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.getByRole('tablist', { name: 'Certificates and reports' })).toBeInTheDocument();
});

it('opens on the Patent Certificates tab with 39 documents; Test Reports holds 6', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  at();
  act(() => void jest.advanceTimersByTime(1000));
  const patentsTab = screen.getByRole('tab', { name: 'Patent Certificates' });
  const reportsTab = screen.getByRole('tab', { name: 'Test Reports' });
  expect(patentsTab).toHaveAttribute('aria-selected', 'true');
  const panel = () => screen.getByRole('tabpanel');
  expect(within(panel()).getAllByRole('button')).toHaveLength(39);
  expect(within(panel()).getByRole('button', { name: patents[38]!.title })).toBeInTheDocument();

  await user.click(reportsTab);
  expect(reportsTab).toHaveAttribute('aria-selected', 'true');
  expect(within(panel()).getAllByRole('button')).toHaveLength(6);
  expect(within(panel()).getByRole('button', { name: testReports[0]!.title })).toBeInTheDocument();

  // WAI-ARIA tabs: arrow keys move between tabs.
  await user.keyboard('{ArrowLeft}');
  expect(patentsTab).toHaveAttribute('aria-selected', 'true');
  expect(patentsTab).toHaveFocus();
});

it('opens a document in the lightbox and wraps from the last report to the first', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  at();
  act(() => void jest.advanceTimersByTime(1000));
  await user.click(screen.getByRole('tab', { name: 'Test Reports' }));
  await user.click(screen.getByRole('button', { name: testReports[5]!.title }));
  expect(screen.getByRole('dialog')).toHaveAccessibleName(testReports[5]!.title);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('dialog')).toHaveAccessibleName(testReports[0]!.title);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: testReports[0]!.title })).toHaveFocus();
});

it('in Tamil: the spinner, tabs, lightbox controls and the documents’ titles in Tamil', async () => {
  jest.useRealTimers();
  await loadCatalogs();
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { container } = renderPage(<CertificatePage />, '/resources/certificate', '*', 'ta');
  expect(screen.getByRole('status')).toHaveTextContent('சான்றிதழ்கள் ஏற்றப்படுகின்றன');
  act(() => void jest.advanceTimersByTime(1000));
  const tabs = screen.getByRole('tablist', { name: 'சான்றிதழ்கள் மற்றும் அறிக்கைகள்' });
  expect(within(tabs).getByRole('tab', { name: 'காப்புரிமைச் சான்றிதழ்கள்' })).toHaveAttribute('aria-selected', 'true');
  for (const patent of patents) expect(screen.queryByText(patent.title)).not.toBeInTheDocument();
  expect(container.querySelector('[lang="en"]')).toBeNull();
  const title = 'காப்புரிமைச் சான்றிதழ் 1: மேப்பிள் மர இழை சீலிங் தகடு வடிவமைப்பு';
  await user.click(screen.getByRole('button', { name: title }));
  const dialog = screen.getByRole('dialog', { name: title });
  expect(within(dialog).getByRole('heading', { level: 2 })).not.toHaveAttribute('lang');
  expect(within(dialog).getByRole('img', { name: title })).toBeInTheDocument();
  expect(dialog).toHaveTextContent('அறிவுசார் சொத்து அலுவலகம்');
  expect(dialog).not.toHaveTextContent('Intellectual Property Office');
  expect(within(dialog).getByRole('button', { name: 'அடுத்தது' })).toBeInTheDocument();
  expect(within(dialog).getByText(`${patents.length} இல் 1`)).toBeInTheDocument();
});

it('in Sinhala: the test reports’ titles, with the figures the documents state', async () => {
  jest.useRealTimers();
  await loadCatalogs();
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderPage(<CertificatePage />, '/resources/certificate', '*', 'si');
  act(() => void jest.advanceTimersByTime(1000));
  expect(
    screen.getByRole('button', { name: 'පේටන්ට් සහතිකය 19: 7.5 mm කුහර සෛල UPVC සිවිලිම් පැනල පැතිකඩ' }),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'පරීක්ෂණ වාර්තා' }));
  for (const report of testReports) expect(screen.queryByText(report.title)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'පරීක්ෂණ වාර්තාව 1: ගිනි ක්‍රියාකාරිත්ව පරීක්ෂණ වාර්තාව' })).toBeInTheDocument();
});
