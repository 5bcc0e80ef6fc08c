import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { DEFAULT_COUNT, nextCount, TICK_MS } from '../lib/impactFigures';
import { openImpactDatabase, type ImpactDatabase } from '../lib/impactDatabase';
import { usePageVisible } from './usePageVisible';

/** How long the first read may take before its failure is logged (it may still arrive later). */
export const READ_TIMEOUT_MS = 10_000;

/**
 * Another page wrote less than this long ago: it is ticking, so this page leaves the writing to it.
 * Longer than a tick, so that two pages whose ticks fall together do not race at every tick; and
 * longer than the rules' minimum interval, so that a write this page does make is not refused.
 */
const OTHERS_TICKING_MS = TICK_MS * 1.5;

/**
 * The live impact count (SPEC sections 2, 4, 7, 8): read once, create the record if there is none
 * (the rules refuse that: it is seeded at deploy), follow it, and add one increment every 3 s.
 * `null` until the first read has finished.
 *
 * Nothing starts until `enabled` (the widget is near the viewport). Failures are only logged.
 * Writes pause while the page is hidden or the database unreachable, so no background tab keeps
 * writing and no queue of stale writes builds up offline; the listener and timer stop on unmount.
 *
 * The database's rules take one write per 2 s from all visitors together. So while another
 * visitor's page is ticking (its last write reached this page less than 1.5 ticks ago), this page
 * skips its own ticks and shows that page's count: one page writes at a time and the count still
 * grows every 3 s. A write refused all the same (two pages racing) is not an error: the page
 * re-reads the count and goes on from it, and the count on screen never steps back meanwhile.
 */
export function useImpactCounter(enabled: boolean): number | null {
  const [database, setDatabase] = useState<ImpactDatabase | null>(null);
  const [count, setCount] = useState<number | null>(null);
  const [ready, setReady] = useState(false);
  const [connected, setConnected] = useState(false);
  const visible = usePageVisible();
  /** The count each write steps from: the server's, or this page's latest write. */
  const known = useRef<number | null>(null);
  /** The count on screen. */
  const shown = useRef<number | null>(null);
  /** This page's latest write until it is accepted or the server shows as much (else null). */
  const own = useRef<number | null>(null);
  /** When (Date.now()) the last count that was not this page's own reached it. */
  const othersWroteAt = useRef(-Infinity);
  /** The record is absent and visitors may not create it: writing would only be refused. */
  const missing = useRef(false);

  // Effect events: the effects below call them with the latest refs, and are not re-run for them.
  const show = useEffectEvent((value: number) => {
    shown.current = value;
    setCount(value);
  });
  /** A count from the database: the listener's, or a re-read's. */
  const fromServer = useEffectEvent((value: number) => {
    missing.current = false;
    if (value === own.current) return; // the SDK echoing this page's own write
    // A change of a count already known; the listener's first value is just the count.
    if (known.current !== null && value !== known.current) othersWroteAt.current = Date.now();
    known.current = value;
    // Lower than this page's own latest count: that write is in flight or was refused, and the SDK
    // is taking it back. Showing the dip and then the rise again would flicker at every race.
    if (own.current !== null && value < own.current && shown.current === own.current) return;
    own.current = null;
    show(value);
  });

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    const stops: (() => void)[] = [];

    openImpactDatabase().then(
      (db) => {
        if (!active) return;
        setDatabase(db);
        let answered = false;
        const timeout = setTimeout(() => {
          if (!answered) console.error('Error reading from Firebase', new Error(`no answer in ${READ_TIMEOUT_MS} ms`));
        }, READ_TIMEOUT_MS);
        stops.push(() => clearTimeout(timeout));
        db.readCount().then(
          (value) => {
            answered = true;
            clearTimeout(timeout);
            if (!active) return;
            if (value === null) {
              // SPEC section 7 creates the record; the rules refuse that to visitors (it is seeded at
              // deploy), so a refusal means the deploy step was missed: worth one error, and no
              // further writes that could only be refused (until the listener sees a record).
              missing.current = true;
              db.writeTracker(DEFAULT_COUNT).then(
                (result) => {
                  if (result === 'written') missing.current = false;
                  else
                    console.error(
                      'Error updating Firebase',
                      new Error('impactTracker does not exist and visitors may not create it'),
                    );
                },
                (error: unknown) => console.error('Error updating Firebase', error),
              );
            }
            known.current = value ?? DEFAULT_COUNT;
            show(known.current);
            setReady(true);
          },
          (error: unknown) => {
            answered = true;
            clearTimeout(timeout);
            if (active) console.error('Error reading from Firebase', error);
          },
        );
        stops.push(
          db.watchCount(
            (value) => {
              if (active && value !== null) fromServer(value);
            },
            (error) => console.error('Error in real-time listener', error),
          ),
          db.watchConnection((isConnected) => {
            if (active) setConnected(isConnected);
          }),
        );
      },
      // The SDK's chunk did not load (the impact server went away): the first read failed.
      (error: unknown) => {
        if (active) console.error('Error reading from Firebase', error);
      },
    );

    return () => {
      active = false;
      for (const stop of stops) stop();
    };
  }, [enabled]);

  useEffect(() => {
    if (!database || !ready || !visible || !connected) return;
    let active = true;
    const timer = setInterval(() => {
      if (known.current === null) return;
      if (Date.now() - othersWroteAt.current < OTHERS_TICKING_MS) return;
      const next = nextCount(known.current);
      known.current = next;
      show(next);
      if (missing.current) return;
      own.current = next;
      database.writeTracker(next).then(
        (result) => {
          if (result === 'written') {
            // Accepted: no take-back will follow, so a lower count from now on is a reset to show.
            if (own.current === next) own.current = null;
          } else if (active) {
            // Another page's write got there first, so that page is ticking: leave it the next
            // ticks (its write may have carried this same count, so the listener need not show
            // anything new), and carry on from the server's count.
            othersWroteAt.current = Date.now();
            database.readCount().then(
              (value) => {
                if (!active || value === null) return;
                if (value >= next && own.current === next) own.current = null;
                fromServer(value);
              },
              (error: unknown) => console.error('Error reading from Firebase', error),
            );
          }
        },
        (error: unknown) => console.error('Error updating Firebase', error),
      );
    }, TICK_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [database, ready, visible, connected]);

  return ready ? count : null;
}
