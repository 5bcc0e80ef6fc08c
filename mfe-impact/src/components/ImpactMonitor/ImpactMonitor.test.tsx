import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ImpactMonitor from '../../exposes/ImpactMonitor';
import { openImpactDatabase } from '../../lib/impactDatabase';
import { fakeImpactDatabase } from '../../test/fakeImpactDatabase';
import { scrollEverythingIntoView } from '../../test/inView';

jest.mock('../../lib/impactDatabase', () => ({ openImpactDatabase: jest.fn() }));

let restoreObserver: () => void;
beforeEach(() => {
  restoreObserver = scrollEverythingIntoView();
});
afterEach(() => restoreObserver());

it('is a home page section titled by an h2, with the live monitor as the default tab', async () => {
  jest.mocked(openImpactDatabase).mockResolvedValue(fakeImpactDatabase().db);
  render(<ImpactMonitor />);
  expect(screen.getByRole('region', { name: 'Green Impact Monitor' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Green Impact Monitor' })).toBeInTheDocument();
  expect(screen.getByRole('tablist', { name: 'Green impact' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Green Impact Monitor' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Data Dashboard' })).toHaveAttribute('aria-selected', 'false');
  expect(await screen.findByText('345.2067')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/our-story');
});

it('switches to the Data Dashboard by click or arrow key, which stops the live listener', async () => {
  const fake = fakeImpactDatabase();
  jest.mocked(openImpactDatabase).mockResolvedValue(fake.db);
  const user = userEvent.setup();
  render(<ImpactMonitor />);
  await screen.findByText('345.2067');

  await user.click(screen.getByRole('tab', { name: 'Data Dashboard' }));
  expect(screen.getByRole('tabpanel', { name: 'Data Dashboard' })).toHaveTextContent('22,500 trees saved annually');
  expect(screen.queryByText('345.2067')).not.toBeInTheDocument();
  expect(fake.stopWatching).toHaveBeenCalled();

  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Green Impact Monitor' })).toHaveFocus();
  expect(await screen.findByText('345.2067')).toBeInTheDocument();
});
