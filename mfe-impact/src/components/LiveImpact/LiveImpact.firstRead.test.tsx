// The first read of impactTracker/count: the loading state, waiting for the viewport, creating a
// missing record, and a read that fails, never answers or never loads the SDK.
import { render, screen } from '@testing-library/react';
import { LiveImpact } from './LiveImpact';
import { deferred, fakeImpactDatabase } from '../../test/fakeImpactDatabase';
import {
  consoleError,
  open,
  renderWith,
  restoreObserver,
  settle,
  setUpLiveImpactTests,
  tick,
} from '../../test/liveImpact';

jest.mock('../../lib/impactDatabase', () => ({ openImpactDatabase: jest.fn() }));
setUpLiveImpactTests();

it('shows a loading state, not a number, until the first read of impactTracker/count finishes', async () => {
  const read = deferred<number | null>();
  const fake = fakeImpactDatabase({ read: read.promise });
  await renderWith(fake);

  expect(screen.getByRole('status')).toHaveTextContent('Loading the live count');
  expect(screen.queryByText(/\d+\.\d{4}/)).not.toBeInTheDocument();
  // Even a value from the listener waits for the first read.
  await fake.push(345.3);
  expect(screen.queryByText(/\d+\.\d{4}/)).not.toBeInTheDocument();

  read.resolve(345.2067);
  await settle();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.getByText('345.2067')).toBeInTheDocument();
  expect(fake.db.writeTracker).not.toHaveBeenCalled();
});

it('does not reach the database before the widget nears the viewport', async () => {
  restoreObserver(); // back to the setup's observer, which never reports anything in view
  render(<LiveImpact />);
  await tick(10_000);
  expect(open).not.toHaveBeenCalled();
  expect(screen.getByRole('status')).toHaveTextContent('Loading the live count');
});

it('creates impactTracker with the default count when it does not exist (where the rules allow it)', async () => {
  const fake = fakeImpactDatabase({ read: Promise.resolve(null) });
  await renderWith(fake);
  expect(fake.db.writeTracker).toHaveBeenCalledTimes(1);
  expect(fake.db.writeTracker).toHaveBeenCalledWith(345.2067);
  expect(screen.getByText('345.2067')).toBeInTheDocument();
  await tick(3000);
  expect(fake.db.writeTracker).toHaveBeenLastCalledWith(345.2069);
});

it('logs one "Error updating Firebase" when the rules refuse to create a missing record, then writes no more', async () => {
  const fake = fakeImpactDatabase({ read: Promise.resolve(null) });
  fake.db.writeTracker.mockResolvedValue('denied');
  await renderWith(fake);
  expect(consoleError).toHaveBeenCalledTimes(1);
  expect(consoleError).toHaveBeenCalledWith('Error updating Firebase', expect.any(Error));
  // The deploy step that seeds it was missed: writing again could only be refused.
  await tick(9000);
  expect(fake.db.writeTracker).toHaveBeenCalledTimes(1);
  expect(screen.getByText('345.2073')).toBeInTheDocument();
  expect(consoleError).toHaveBeenCalledTimes(1);

  // Once the record exists (seeded), the page counts on from it.
  fake.db.writeTracker.mockResolvedValue('written');
  await fake.push(400);
  expect(screen.getByText('400.0000')).toBeInTheDocument();
  await tick(6000);
  expect(fake.db.writeTracker).toHaveBeenCalledTimes(2);
  expect(fake.db.writeTracker).toHaveBeenLastCalledWith(400.0002);
});

it('logs a failed first read as "Error reading from Firebase", shows no error and writes nothing', async () => {
  const failure = new Error('permission_denied');
  const fake = fakeImpactDatabase({ read: Promise.reject(failure) });
  await renderWith(fake);
  expect(consoleError).toHaveBeenCalledWith('Error reading from Firebase', failure);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText(/error/i)).not.toBeInTheDocument();
  await tick(9000);
  expect(fake.db.writeTracker).not.toHaveBeenCalled();
});

it('logs a first read that never answers (database unreachable) after 10 s, and counts once it does', async () => {
  const read = deferred<number | null>();
  const fake = fakeImpactDatabase({ read: read.promise, connected: false });
  await renderWith(fake);
  await tick(9999);
  expect(consoleError).not.toHaveBeenCalled();
  await tick(1);
  expect(consoleError).toHaveBeenCalledWith('Error reading from Firebase', expect.any(Error));
  expect(screen.getByRole('status')).toBeInTheDocument();

  read.resolve(345.2067);
  await fake.setConnected(true);
  await settle();
  expect(screen.getByText('345.2067')).toBeInTheDocument();
  await tick(3000);
  expect(screen.getByText('345.2069')).toBeInTheDocument();
});

it('logs a Firebase SDK that fails to load as a failed read and stays in its loading state', async () => {
  const failure = new Error('Loading chunk impact-firebase failed');
  open.mockRejectedValue(failure);
  render(<LiveImpact />);
  await settle();
  expect(consoleError).toHaveBeenCalledWith('Error reading from Firebase', failure);
  expect(screen.getByRole('status')).toBeInTheDocument();
});
