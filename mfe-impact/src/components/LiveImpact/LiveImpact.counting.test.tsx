// Counting once the first read is in: the listener's values and their metrics, a tick every 3 s,
// failures that do not stop it, pausing while hidden or offline, and the count in each language.
import { render, screen } from '@testing-library/react';
import { catalogIn, LangProvider, type Lang } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import { LiveImpact } from './LiveImpact';
import { fakeImpactDatabase } from '../../test/fakeImpactDatabase';
import {
  consoleError,
  metric,
  open,
  renderWith,
  settle,
  setUpLiveImpactTests,
  setVisibility,
  tick,
} from '../../test/liveImpact';

jest.mock('../../lib/impactDatabase', () => ({ openImpactDatabase: jest.fn() }));
setUpLiveImpactTests();

it('shows what the listener on impactTracker/count says, with the derived metrics', async () => {
  const fake = fakeImpactDatabase();
  await renderWith(fake);
  await fake.push(1000);
  expect(screen.getByText('1,000.0000')).toBeInTheDocument();
  expect(metric('CO₂ reduced')).toBe('25.00 t');
  expect(metric('Forest area protected')).toBe('10.00 ha');
  expect(metric('Species saved')).toBe('40');
  expect(metric('Monthly growth')).toBe('18.5%');
  expect(metric('Carbon offset growth')).toBe('16.6%');
});

it("shows the derived metrics of the default count to the spec's decimals", async () => {
  await renderWith(fakeImpactDatabase());
  expect(metric('CO₂ reduced')).toBe('8.63 t');
  expect(metric('Forest area protected')).toBe('3.45 ha');
  expect(metric('Species saved')).toBe('13');
  expect(metric('Monthly growth')).toBe('53.5%');
  expect(metric('Carbon offset growth')).toBe('48.2%');
});

it('adds 0.0002139 every 3 s and sets impactTracker to the count rounded to 4 decimals', async () => {
  const fake = fakeImpactDatabase();
  await renderWith(fake);

  await tick(2999);
  expect(fake.db.writeTracker).not.toHaveBeenCalled();
  await tick(1);
  expect(fake.db.writeTracker).toHaveBeenLastCalledWith(345.2069);
  expect(screen.getByText('345.2069')).toBeInTheDocument();

  await tick(3000);
  expect(fake.db.writeTracker).toHaveBeenLastCalledWith(345.2071);
  expect(screen.getByText('345.2071')).toBeInTheDocument();
  expect(fake.db.writeTracker).toHaveBeenCalledTimes(2);
});

it('counts on from what another visitor wrote, rounding across a thousand', async () => {
  const fake = fakeImpactDatabase();
  await renderWith(fake);
  await fake.push(999.99995);
  // That visitor's page may still be ticking: this one leaves it a tick and a half.
  await tick(3000);
  expect(fake.db.writeTracker).not.toHaveBeenCalled();
  await tick(3000);
  // 999.99995 + 0.0002139 = 1000.0001639
  expect(fake.db.writeTracker).toHaveBeenLastCalledWith(1000.0002);
  expect(screen.getByText('1,000.0002')).toBeInTheDocument();
});

it('logs a failing listener as "Error in real-time listener" and keeps the last count', async () => {
  const fake = fakeImpactDatabase();
  await renderWith(fake);
  const failure = new Error('listen revoked');
  await fake.failListener(failure);
  expect(consoleError).toHaveBeenCalledWith('Error in real-time listener', failure);
  expect(screen.getByText('345.2067')).toBeInTheDocument();
});

it('logs a failed write as "Error updating Firebase" and keeps counting', async () => {
  const fake = fakeImpactDatabase();
  const failure = new Error('PERMISSION_DENIED');
  fake.db.writeTracker.mockRejectedValueOnce(failure);
  await renderWith(fake);
  await tick(3000);
  expect(consoleError).toHaveBeenCalledWith('Error updating Firebase', failure);
  await tick(3000);
  expect(screen.getByText('345.2071')).toBeInTheDocument();
});

it('stops the listener and the timer on unmount', async () => {
  const fake = fakeImpactDatabase();
  const { unmount } = await renderWith(fake);
  unmount();
  expect(fake.stopWatching).toHaveBeenCalledTimes(1);
  expect(fake.stopConnection).toHaveBeenCalledTimes(1);
  await tick(30_000);
  expect(fake.db.writeTracker).not.toHaveBeenCalled();
});

it('pauses writing while the page is hidden and resumes when it is visible again', async () => {
  const fake = fakeImpactDatabase();
  await renderWith(fake);
  setVisibility('hidden');
  await tick(30_000);
  expect(fake.db.writeTracker).not.toHaveBeenCalled();
  // The listener still follows other visitors meanwhile.
  await fake.push(345.3);
  expect(screen.getByText('345.3000')).toBeInTheDocument();

  setVisibility('visible');
  await tick(6000); // the first tick leaves the writing to that visitor's page
  expect(fake.db.writeTracker).toHaveBeenCalledTimes(1);
  expect(fake.db.writeTracker).toHaveBeenLastCalledWith(345.3002);
});

it('pauses writing while the database is unreachable, so no stale writes queue up', async () => {
  const fake = fakeImpactDatabase();
  await renderWith(fake);
  await fake.setConnected(false);
  await tick(30_000);
  expect(fake.db.writeTracker).not.toHaveBeenCalled();
  await fake.setConnected(true);
  await tick(3000);
  expect(fake.db.writeTracker).toHaveBeenCalledTimes(1);
});

it.each<Lang>(['en', 'si', 'ta'])(
  'writes the live count with 4 decimals and groups of three digits on the %s page (no lakh grouping in Tamil)',
  async (lang) => {
    await catalogIn(catalog, lang);
    open.mockResolvedValue(fakeImpactDatabase({ read: Promise.resolve(1234567.8912) }).db);
    render(
      <LangProvider value={lang}>
        <LiveImpact />
      </LangProvider>,
    );
    await settle();
    expect(screen.getByText('1,234,567.8912')).toBeInTheDocument();
  },
);
