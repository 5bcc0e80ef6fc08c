// Taking turns with other visitors' pages at the one write per 2 s the rules allow: leaving the
// writing to a page that ticks, refused writes taken quietly, and an administrator's reset.
import { screen } from '@testing-library/react';
import { nextCount } from '../../lib/impactFigures';
import { deferred, fakeImpactDatabase } from '../../test/fakeImpactDatabase';
import { consoleError, renderWith, settle, setUpLiveImpactTests, tick } from '../../test/liveImpact';

jest.mock('../../lib/impactDatabase', () => ({ openImpactDatabase: jest.fn() }));
setUpLiveImpactTests();

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
