import { act, render, screen } from '@testing-library/react';
import { catalogIn, LangProvider, type Lang } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import { LiveImpact } from './LiveImpact';
import { openImpactDatabase } from '../../lib/impactDatabase';
import { nextCount } from '../../lib/impactFigures';
import { deferred, fakeImpactDatabase } from '../../test/fakeImpactDatabase';
import { scrollEverythingIntoView } from '../../test/inView';

jest.mock('../../lib/impactDatabase', () => ({ openImpactDatabase: jest.fn() }));
const open = jest.mocked(openImpactDatabase);

const START = new Date('2025-03-01T08:00:00.000Z');
let restoreObserver: () => void;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  open.mockReset();
  jest.useFakeTimers({ now: START });
  restoreObserver = scrollEverythingIntoView();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  restoreObserver();
  consoleError.mockRestore();
  jest.useRealTimers();
  setVisibility('visible');
});

/** Lets the database's promises settle, inside act. */
const settle = () => act(async () => {});
const tick = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

async function renderWith(fake: ReturnType<typeof fakeImpactDatabase>) {
  open.mockResolvedValue(fake.db);
  const view = render(<LiveImpact />);
  await settle();
  return view;
}

const metric = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

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

describe('sharing the one write per 2 s the rules allow with other visitors', () => {
  /** Every count the page shows from now on, in order. */
  function recordShown() {
    const shown: string[] = [];
    const observer = new MutationObserver(() => {
      const text = screen.queryByText(/^\d{1,3}(,\d{3})*\.\d{4}$/)?.textContent;
      if (text && text !== shown.at(-1)) shown.push(text);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    return { shown, stop: () => observer.disconnect() };
  }

  it("leaves the writing to another visitor's page while it ticks, and takes over when it stops", async () => {
    const fake = fakeImpactDatabase();
    await renderWith(fake);
    await tick(1500);
    let other = 345.2067;
    for (let i = 0; i < 5; i++) {
      other = nextCount(other);
      await fake.push(other);
      await tick(3000);
    }
    // Its own ticks came 1.5 s after each of the other page's writes.
    expect(fake.db.writeTracker).not.toHaveBeenCalled();
    expect(screen.getByText('345.2077')).toBeInTheDocument();
    // The other page went away: 4.5 s after its last write, this one ticks again.
    await tick(3000);
    expect(fake.db.writeTracker).toHaveBeenCalledTimes(1);
    expect(fake.db.writeTracker).toHaveBeenLastCalledWith(345.2079);
  });

  it("takes the listener's first value for the count, not for another page ticking: the first tick writes", async () => {
    const read = deferred<number | null>();
    const fake = fakeImpactDatabase({ read: read.promise });
    await renderWith(fake);
    await fake.push(345.2067);
    read.resolve(345.2067);
    await settle();
    await tick(3000);
    expect(fake.db.writeTracker).toHaveBeenCalledWith(345.2069);
  });

  it("takes a refused write quietly: re-reads, goes on from the server's count, and never shows the count stepping back", async () => {
    const fake = fakeImpactDatabase();
    fake.db.writeTracker.mockResolvedValueOnce('denied');
    const record = recordShown();
    await renderWith(fake);

    await tick(3000);
    expect(fake.db.writeTracker).toHaveBeenLastCalledWith(345.2069);
    // Refused; the SDK takes its own write back, and the re-read agrees.
    await fake.push(345.2067);
    await settle();
    expect(fake.db.readCount).toHaveBeenCalledTimes(2);
    expect(screen.getByText('345.2069')).toBeInTheDocument();

    // The refusal said another page is ticking: this one waits for it a tick, then goes on.
    await tick(3000);
    expect(fake.db.writeTracker).toHaveBeenCalledTimes(1);
    await tick(3000);
    expect(fake.db.writeTracker).toHaveBeenCalledTimes(2);
    expect(fake.db.writeTracker).toHaveBeenLastCalledWith(345.2069);
    await fake.push(345.2069); // accepted this time; others carry on
    await fake.push(345.2071);
    expect(screen.getByText('345.2071')).toBeInTheDocument();
    record.stop();
    expect(record.shown).toEqual(['345.2067', '345.2069', '345.2071']);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("logs nothing however many writes are refused, and keeps up with the others' count", async () => {
    const fake = fakeImpactDatabase();
    fake.db.writeTracker.mockResolvedValue('denied');
    // Others' writes get in ahead of each of this page's, and it hears of them only by re-reading.
    let server = 345.2067;
    let lastRead = server;
    fake.db.readCount.mockImplementation(() => Promise.resolve((lastRead = server)));
    const record = recordShown();
    await renderWith(fake);
    for (let i = 0; i < 20; i++) {
      server = nextCount(nextCount(server));
      await tick(3000);
    }
    record.stop();
    expect(consoleError).not.toHaveBeenCalled();
    // Every other tick: each refusal makes it leave the next tick to the others.
    expect(fake.db.writeTracker).toHaveBeenCalledTimes(10);
    expect(fake.db.readCount).toHaveBeenCalledTimes(11);
    expect(lastRead).toBeGreaterThan(345.21);
    expect(screen.getByText(lastRead.toFixed(4))).toBeInTheDocument();
    const counts = record.shown.map(Number);
    expect(counts).toEqual([...counts].sort((x, y) => x - y));
  });

  it('shows a lower count once its own write was accepted (an administrator reset the counter)', async () => {
    const fake = fakeImpactDatabase();
    await renderWith(fake);
    await tick(3000);
    await settle();
    await fake.push(100);
    expect(screen.getByText('100.0000')).toBeInTheDocument();
    await tick(6000);
    expect(fake.db.writeTracker).toHaveBeenLastCalledWith(100.0002);
  });
});

it('logs a Firebase SDK that fails to load as a failed read and stays in its loading state', async () => {
  const failure = new Error('Loading chunk impact-firebase failed');
  open.mockRejectedValue(failure);
  render(<LiveImpact />);
  await settle();
  expect(consoleError).toHaveBeenCalledWith('Error reading from Firebase', failure);
  expect(screen.getByRole('status')).toBeInTheDocument();
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
